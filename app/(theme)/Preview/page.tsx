import type { Metadata } from 'next';
import Link from 'next/link';

import { PREVIEW_SECTIONS, TEMPLATE_PRICE_USD } from '@/app/(theme)/_content/preview';

import { DemoCardGrid } from './_components/demo-card-grid';
import styles from './_components/preview.module.css';

/** Spec: the brand appears only as this title. `/preview` serves this page too (next.config rewrite). */
export const metadata: Metadata = {
  title: 'Moonex - Preview',
  alternates: { canonical: '/Preview' },
};

export default function PreviewPage() {
  return (
    <>
      <div className={styles.intro}>
        <div className="container">
          <h1>Creative agency and portfolio demos</h1>
          <p>
            Eight home pages, seven ways to show work, a full journal and every page a studio needs. Open any
            demo in a new tab and compare.
          </p>
          <Link href="/Preview#purchase" className={styles.buy}>
            <span>Purchase the template for ${TEMPLATE_PRICE_USD}</span>
            <small>Limited-time offer: read the details</small>
          </Link>
        </div>
      </div>
      <nav className={styles.anchors} aria-label="Preview sections">
        <ul>
          {PREVIEW_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.anchor}</a>
            </li>
          ))}
        </ul>
      </nav>
      {PREVIEW_SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={styles.section}
        >
          <div className="container">
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <p>{section.intro}</p>
            <DemoCardGrid cards={section.cards} label={`${section.anchor} demos`} />
          </div>
        </section>
      ))}
      <section id="purchase" aria-labelledby="purchase-title" className={styles.purchase}>
        <div className="container">
          <h2 id="purchase-title">${TEMPLATE_PRICE_USD}, a limited-time offer</h2>
          <p>
            The template behind these demos is sold by its author for ${TEMPLATE_PRICE_USD} while the launch
            offer lasts; the regular price may be higher afterwards.
          </p>
          <p>
            This site is a demonstration and sells nothing: there is no checkout here. To buy a licence, go to
            the author’s marketplace page, where the current price and licence terms are shown.
          </p>
        </div>
      </section>
    </>
  );
}
