import Link from 'next/link';
import type { ReactNode } from 'react';

import styles from './page-hero.module.css';

/** The title band of a demo page: breadcrumb, the page's one h1, and an optional intro line. */
export function PageHero({ title, crumb, children }: { title: string; crumb?: string; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link href="/home-default">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.intro}>{children}</div> : null}
      </div>
    </div>
  );
}
