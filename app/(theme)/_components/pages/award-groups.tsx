import Image from 'next/image';

import type { AwardGroup } from '@/app/(theme)/_content/types';

import styles from './cards.module.css';

/** Our Awards: one group per year, its badge and the awards won that year. */
export function AwardGroups({ groups }: { groups: readonly AwardGroup[] }) {
  return (
    <ul className={styles.awards}>
      {groups.map((group) => (
        <li key={group.year} className={styles.awardGroup}>
          <Image src={group.logo.src} alt="" width={64} height={64} className={styles.awardLogo} />
          <h3 className={styles.awardYear}>{group.year}</h3>
          <ul className={styles.awardList}>
            {group.awards.map((award) => (
              <li key={award.title}>
                <strong>{award.title}</strong>
                <span>{award.subtitle}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
