import type { Metadata } from 'next';

import { FilterableProjects } from '@/components/theme/filterable-projects';
import { PageHero } from '@/components/theme/page-hero';
import { ThemeSection } from '@/components/theme/theme-section';
import { GRID_FILTERS, GRID_PROJECTS } from '@/content/demo/projects';
import { demoTitle } from '@/content/demo/site';

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
