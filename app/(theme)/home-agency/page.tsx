import type { Metadata } from 'next';

import { CounterTiles } from '@/app/(theme)/_components/counter-tiles';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_AGENCY as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

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
