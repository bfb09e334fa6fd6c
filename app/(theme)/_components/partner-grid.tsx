import Image from 'next/image';
import Link from 'next/link';

import type { PartnerTile } from '@/app/(theme)/_content/types';

import styles from './partner-grid.module.css';

type Props = {
  partners: readonly PartnerTile[];
  /** Columns on wide screens (spec: 13 logos in 5 columns on Home Trending); fewer on narrow ones. */
  columns?: number;
  /** Names the list for assistive technology, e.g. 'Our partners'. */
  label: string;
};

/** A grid of partner marks; a partner with `href` is a link (its name is the image's alt text). */
export function PartnerGrid({ partners, columns = 5, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label} style={{ '--columns': columns } as React.CSSProperties}>
      {partners.map((partner) => {
        const logo = (
          <Image
            src={partner.logo.src}
            alt={partner.logo.alt || partner.name}
            width={partner.logo.width}
            height={partner.logo.height}
            className={styles.logo}
          />
        );
        return (
          <li key={partner.name} className={styles.tile}>
            {partner.href ? (
              <Link href={partner.href} className={styles.link}>
                {logo}
              </Link>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
