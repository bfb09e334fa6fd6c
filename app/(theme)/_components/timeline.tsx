import type { TimelineEntry } from '@/app/(theme)/_content/types';

import styles from './timeline.module.css';

/** Education & Experience: an ordered list, newest last, each period on the line. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.period} ${entry.title}`} className={styles.entry}>
          <p className={styles.period}>{entry.period}</p>
          <h3 className={styles.title}>{entry.title}</h3>
          <p className={styles.place}>{entry.place}</p>
          <p className={styles.description}>{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
