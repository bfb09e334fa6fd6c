import Image from 'next/image';
import Link from 'next/link';

import type { ProjectCard } from '@/app/(theme)/_content/types';

import styles from './project-card.module.css';

type Props = {
  project: ProjectCard;
  headingLevel?: 2 | 3 | 4;
  /** `sizes` of the picture: how wide the card is at each viewport. */
  sizes?: string;
  /** Masonry cards keep their picture's own proportions; grid cards crop to 4:3. */
  natural?: boolean;
};

/** One project: picture, title (the link, stretched over the card), category and date. */
export function ProjectCardView({
  project,
  headingLevel = 3,
  sizes = '(max-width: 576px) 100vw, 33vw',
  natural = false,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${natural ? styles.natural : ''}`}>
        <Image
          src={project.imgPopup.src}
          alt={project.imgPopup.alt}
          width={project.imgPopup.width}
          height={project.imgPopup.height}
          sizes={sizes}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={project.routerLink} className={styles.link}>
            {project.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {project.category} <span aria-hidden="true">·</span>{' '}
          <span className={styles.date}>{project.date}</span>
        </p>
      </div>
    </article>
  );
}
