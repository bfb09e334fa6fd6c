import type { Metadata } from 'next';

import { FilterableProjects } from '@/app/(theme)/_components/filterable-projects';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { GRID_FILTERS, GRID_PROJECTS } from '@/app/(theme)/_content/projects';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Works Grid') };

export default function WorksGridPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Works"
        title="Portfolio Grid"
        lead="Identities, packaging, drawings and moving pictures: filter by what you came for."
      />
      <ThemeSection labelledBy="grid-title">
        <h2 id="grid-title" className="visually-hidden">
          Projects
        </h2>
        <FilterableProjects
          filters={GRID_FILTERS}
          projects={GRID_PROJECTS}
          label="Filter projects by category"
          columns={3}
        />
      </ThemeSection>
    </>
  );
}
