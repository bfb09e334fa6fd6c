import Image from 'next/image';
import Link from 'next/link';

import type { ProjectCard } from '@/app/(theme)/_content/types';

import styles from './project-row.module.css';
import { Tooltip } from './tooltip.client';

/**
 * A project as a row: title (the link), category and year; hovering shows its picture in a tooltip to
 * the right of the pointer. The picture only repeats the title, so it is hidden from assistive tech.
 */
export function ProjectRow({ project }: { project: ProjectCard }) {
  const preview = (
    <Image src={project.imgPopup.src} alt="" width={280} height={210} className={styles.preview} />
  );
  return (
    <Tooltip content={preview} placement="right" effect="float" className={styles.row}>
      <h3 className={styles.title}>
        <Link href={project.routerLink} className={styles.link}>
          {project.title}
        </Link>
      </h3>
      <p className={styles.category}>{project.category}</p>
      <p className={styles.year}>{project.date}</p>
    </Tooltip>
  );
}
