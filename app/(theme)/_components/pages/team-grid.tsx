import Image from 'next/image';
import Link from 'next/link';

import type { TeamMember } from '@/app/(theme)/_content/types';

import styles from './team-grid.module.css';

/** The team: one card per member, then the empty slot for the next one (spec: 12 plus a new-member slot). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.name} className={styles.card}>
          <Image
            className={styles.photo}
            src={member.image.src}
            alt={member.image.alt}
            width={member.image.width}
            height={member.image.height}
            sizes="(max-width: 576px) 100vw, (max-width: 991px) 50vw, 25vw"
          />
          <h2 className={styles.name}>
            {member.href ? <Link href={member.href}>{member.name}</Link> : member.name}
          </h2>
          <p className={styles.role}>{member.designation}</p>
        </li>
      ))}
      <li className={`${styles.card} ${styles.slot}`} data-testid="team-slot">
        <div className={styles.placeholder} aria-hidden="true">
          +
        </div>
        <h2 className={styles.name}>This could be you</h2>
        <p className={styles.role}>
          We are always glad to meet new people. <Link href="/contact">Get in touch</Link>
        </p>
      </li>
    </ul>
  );
}
