import type { Metadata } from 'next';

import { FilterableProjects } from '@/components/theme/filterable-projects';
import { PageHero } from '@/components/theme/page-hero';
import { ThemeSection } from '@/components/theme/theme-section';
import { LISTING_FILTERS, LISTING_PROJECTS } from '@/content/demo/projects';
import { demoTitle } from '@/content/demo/site';

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
