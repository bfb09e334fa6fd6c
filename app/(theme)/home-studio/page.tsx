import type { Metadata } from 'next';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_STUDIO as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Home Studio') };

export default function HomeStudioPage() {
  return (
    <>
      <PageHero {...home.hero} tone="soft" actions={[{ href: '/about-us', label: 'Meet the studio' }]} />
      <ThemeSection labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          subtitle="Portfolio"
          title="Work we are proud of"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={home.projects} columns={2} label="Projects" />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="services-title">
        <SectionHeading id="services-title" subtitle="Services" title="How we can help" />
        <ServiceList services={home.services} variant="rows" label="Services" />
      </ThemeSection>
      <ThemeSection labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          subtitle="Kind words"
          title="Clients on working with us"
          align="center"
        />
        <TestimonialSlider testimonials={home.testimonials} label="Client testimonials" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="partners-title">
        <SectionHeading id="partners-title" title="Trusted by" align="center" />
        <PartnerGrid partners={home.partners} columns={5} label="Partners" />
      </ThemeSection>
    </>
  );
}
