import type { Metadata } from 'next';

import { FilterableProjects } from '@/app/(theme)/_components/filterable-projects';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_MINIMAL as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

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
