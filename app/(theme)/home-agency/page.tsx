import type { Metadata } from 'next';

import { CounterTiles } from '@/components/theme/counter-tiles';
import { PageHero } from '@/components/theme/page-hero';
import { PartnerGrid } from '@/components/theme/partner-grid';
import { ProjectGrid } from '@/components/theme/project-grid';
import { SectionHeading } from '@/components/theme/section-heading';
import { ServiceList } from '@/components/theme/service-list';
import { TestimonialSlider } from '@/components/theme/testimonial-slider';
import { ThemeSection } from '@/components/theme/theme-section';
import { HOME_AGENCY as home } from '@/content/demo/homes';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Home Agency') };

export default function HomeAgencyPage() {
  return (
    <>
      <PageHero
        {...home.hero}
        tone="dark"
        actions={[
          { href: '/contact', label: 'Book a workshop' },
          { href: '/service', label: 'Our services' },
        ]}
      />
      <ThemeSection labelledBy="figures-title">
        <SectionHeading id="figures-title" subtitle="In numbers" title="Fifteen years of launches" />
        <CounterTiles counters={home.counters} label="Agency figures" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="services-title">
        <SectionHeading id="services-title" subtitle="Capabilities" title="Everything a launch needs" />
        <ServiceList services={home.services} label="Services" />
      </ThemeSection>
      <ThemeSection labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          subtitle="Case studies"
          title="Latest Projects"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={home.projects} label="Latest projects" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="partners-title">
        <SectionHeading id="partners-title" subtitle="Partners" title="In good company" align="center" />
        <PartnerGrid partners={home.partners} columns={5} label="Partners" />
      </ThemeSection>
      <ThemeSection labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          subtitle="Testimonials"
          title="Clients say it best"
          align="center"
        />
        <TestimonialSlider testimonials={home.testimonials} label="Client testimonials" />
      </ThemeSection>
    </>
  );
}
