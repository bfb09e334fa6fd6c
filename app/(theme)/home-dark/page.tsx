import type { Metadata } from 'next';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_DARK as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Home Dark') };

/** Spec: numbered sections 1 Our Services, 2 Latest Projects, 3 Trusted Partners, 4 What Clients Say. */
export default function HomeDarkPage() {
  return (
    <>
      <PageHero {...home.hero} tone="dark" actions={[{ href: '/works-grid', label: 'View the work' }]} />
      <ThemeSection tone="dark" labelledBy="services-title">
        <SectionHeading id="services-title" number={1} title="Our Services" />
        <ServiceList services={home.services} variant="rows" label="Our services" />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          number={2}
          title="Latest Projects"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={home.projects} columns={2} label="Latest projects" />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="partners-title">
        <SectionHeading id="partners-title" number={3} title="Trusted Partners" />
        <PartnerGrid partners={home.partners} columns={4} label="Trusted partners" />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" number={4} title="What Clients Say" />
        <TestimonialSlider testimonials={home.testimonials} label="What clients say" />
      </ThemeSection>
    </>
  );
}
