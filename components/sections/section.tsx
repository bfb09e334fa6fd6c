import type { ReactNode } from 'react';

import styles from './section.module.css';

/** A titled page section: a landmark named by its visible heading. */
export function Section({
  id,
  title,
  children,
  tone = 'plain',
  intro,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'soft' | 'brand';
  intro?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'plain' ? styles.section : `${styles.section} ${styles[tone]}`}
    >
      <div className="container">
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
