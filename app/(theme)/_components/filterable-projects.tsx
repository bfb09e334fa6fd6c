import type { Filter, ProjectCard } from '@/app/(theme)/_content/types';

import gridStyles from './project-grid.module.css';
import { ProjectCardView } from './project-card';
import { ProjectFilter } from './project-filter.client';
import { ProjectRow } from './project-row';
import rowStyles from './project-row.module.css';

type Props = {
  filters: readonly Filter[];
  projects: readonly ProjectCard[];
  label: string;
  /** `grid`: cards; `list`: rows with a hover preview of the picture. */
  variant?: 'grid' | 'list';
  columns?: 2 | 3 | 4;
  showCounts?: boolean;
};

/** Projects with working filters: the cards are rendered here, the island only shows and hides them. */
export function FilterableProjects({
  filters,
  projects,
  label,
  variant = 'grid',
  columns = 3,
  showCounts = false,
}: Props) {
  return (
    <ProjectFilter
      filters={filters}
      itemIds={projects.map((project) => project.dataId)}
      label={label}
      showCounts={showCounts}
      listClassName={variant === 'grid' ? gridStyles.grid : rowStyles.list}
      columns={variant === 'grid' ? columns : undefined}
    >
      {projects.map((project) =>
        variant === 'grid' ? (
          <ProjectCardView
            key={project.title}
            project={project}
            sizes={`(max-width: 576px) 100vw, (max-width: 991px) 50vw, ${Math.round(100 / columns)}vw`}
          />
        ) : (
          <ProjectRow key={project.title} project={project} />
        ),
      )}
    </ProjectFilter>
  );
}
