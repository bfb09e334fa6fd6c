import type { Metadata } from 'next';

import { PageHero } from '@/components/theme/page-hero';
import { PartnerGrid } from '@/components/theme/partner-grid';
import { ProjectGrid } from '@/components/theme/project-grid';
import { SectionHeading } from '@/components/theme/section-heading';
import { ServiceList } from '@/components/theme/service-list';
import { TestimonialSlider } from '@/components/theme/testimonial-slider';
import { ThemeSection } from '@/components/theme/theme-section';
import { HOME_DEFAULT as home } from '@/content/demo/homes';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Home Default') };

export default function HomeDefaultPage() {
  return (
    <>
      <PageHero
        {...home.hero}
        actions={[
          { href: '/works-grid', label: 'See our work' },
          { href: '/contact', label: 'Start a project' },
        ]}
      />
      <ThemeSection tone="soft" labelledBy="services-title">
        <SectionHeading id="services-title" subtitle="What we do" title="Services built around your story" />
        <ServiceList services={home.services} label="Services" />
      </ThemeSection>
      <ThemeSection labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          subtitle="Selected work"
          title="Recent Projects"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={home.projects} label="Recent projects" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          subtitle="Clients"
          title="Brands we have grown with"
          align="center"
        />
        <PartnerGrid partners={home.partners} columns={5} label="Partners" />
      </ThemeSection>
      <ThemeSection labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          subtitle="Testimonials"
          title="What clients say"
          align="center"
        />
        <TestimonialSlider testimonials={home.testimonials} label="Client testimonials" />
      </ThemeSection>
    </>
  );
}
