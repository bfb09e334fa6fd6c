import type { Metadata } from 'next';

import { FilterableProjects } from '@/components/theme/filterable-projects';
import { PageHero } from '@/components/theme/page-hero';
import { SectionHeading } from '@/components/theme/section-heading';
import { ThemeSection } from '@/components/theme/theme-section';
import { HOME_MINIMAL as home } from '@/content/demo/homes';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Home Minimal') };

export default function HomeMinimalPage() {
  return (
    <>
      <PageHero {...home.hero} />
      <ThemeSection labelledBy="work-title">
        <SectionHeading id="work-title" subtitle="Portfolio" title="Selected Work" />
        <FilterableProjects
          filters={home.filters}
          projects={home.projects}
          label="Filter projects by category"
          variant="list"
          showCounts
        />
      </ThemeSection>
    </>
  );
}
