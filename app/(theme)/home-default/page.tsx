import type { Metadata } from 'next';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_DEFAULT as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

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
