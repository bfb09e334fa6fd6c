import { Reveal } from '@/components/ui/reveal.client';
import type { AnimationDelay, ProjectCard } from '@/app/(theme)/_content/types';

import { ProjectCardView } from './project-card';
import styles from './project-grid.module.css';

type Props = {
  projects: readonly ProjectCard[];
  label: string;
  /** Columns on wide screens; 2 under 991 px and 1 under 576 px. */
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3 | 4;
};

const delay = (index: number, columns: number) => ((index % columns) * 100) as AnimationDelay;

/** A grid of project cards that reveal row by row in 100 ms steps. */
export function ProjectGrid({ projects, label, columns = 3, headingLevel = 3 }: Props) {
  return (
    <ul className={styles.grid} aria-label={label} style={{ '--columns': columns } as React.CSSProperties}>
      {projects.map((project, index) => (
        <li key={project.title}>
          <Reveal delay={delay(index, columns)}>
            <ProjectCardView
              project={project}
              headingLevel={headingLevel}
              sizes={`(max-width: 576px) 100vw, (max-width: 991px) 50vw, ${Math.round(100 / columns)}vw`}
            />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
