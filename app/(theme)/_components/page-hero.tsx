import Image from 'next/image';
import Link from 'next/link';

import type { DemoImage } from '@/app/(theme)/_content/types';

import styles from './page-hero.module.css';

type Props = {
  title: string;
  eyebrow?: string;
  lead?: string;
  actions?: ReadonlyArray<{ href: string; label: string }>;
  image?: DemoImage;
  tone?: 'light' | 'soft' | 'dark';
  /** `display`: a very large headline (home pages); `banner`: a page title band (inner pages). */
  size?: 'display' | 'banner';
};

/** The opening band of a theme page: the page's one h1, a lead, calls to action and a picture. */
export function PageHero({
  title,
  eyebrow,
  lead,
  actions = [],
  image,
  tone = 'light',
  size = 'display',
}: Props) {
  return (
    <div className={`${styles.hero} ${styles[tone]} ${styles[size]}`}>
      <div className={`container ${image ? styles.split : ''}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions.length ? (
            <p className={styles.actions}>
              {actions.map((action, index) => (
                <Link
                  key={action.href + action.label}
                  href={action.href}
                  className={index === 0 ? styles.primary : styles.secondary}
                >
                  {action.label}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
        {image ? (
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            sizes="(max-width: 767px) 100vw, 45vw"
            className={styles.image}
          />
        ) : null}
      </div>
    </div>
  );
}
