import Link from 'next/link';

import styles from './section-heading.module.css';

type Props = {
  title: string;
  /** Small line above the title. */
  subtitle?: string;
  /** Numbered sections (Home Dark: 1 Our Services, 2 Latest Projects…). */
  number?: number;
  id?: string;
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
  /** A link beside the heading, e.g. 'All Projects' → /works-grid. */
  action?: { href: string; label: string };
};

/** Heading of a theme section; `id` goes on the heading so sections can be `aria-labelledby` it. */
export function SectionHeading({ title, subtitle, number, id, level = 2, align = 'start', action }: Props) {
  const Heading = `h${level}` as const;
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      <div>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <Heading id={id} className={styles.title}>
          {number !== undefined ? (
            <>
              <span className={styles.number} aria-hidden="true">
                {number}
              </span>
              <span className="visually-hidden">{number}. </span>
            </>
          ) : null}
          {title}
        </Heading>
      </div>
      {action ? (
        <Link href={action.href} className={styles.action}>
          {action.label}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </div>
  );
}
