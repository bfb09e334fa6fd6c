import type { Metadata } from 'next';

import { FilterableProjects } from '@/app/(theme)/_components/filterable-projects';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { LISTING_FILTERS, LISTING_PROJECTS } from '@/app/(theme)/_content/projects';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Works Listing') };

export default function WorksListingPage() {
  return (
    <>
      <PageHero
        size="banner"
        eyebrow="Works"
        title="Portfolio Listing"
        lead="One project per line. Hover a title to see a picture of it."
      />
      <ThemeSection labelledBy="listing-title">
        <h2 id="listing-title" className="visually-hidden">
          Projects
        </h2>
        <FilterableProjects
          filters={LISTING_FILTERS}
          projects={LISTING_PROJECTS}
          label="Filter projects by category"
          variant="list"
        />
      </ThemeSection>
    </>
  );
}
