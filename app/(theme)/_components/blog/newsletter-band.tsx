import { DemoForm } from '@/app/(theme)/_components/forms/demo-form.client';

import styles from './newsletter-band.module.css';

/** The newsletter call at the foot of the blog pages. */
export function NewsletterBand() {
  return (
    <section className={styles.band} aria-labelledby="newsletter-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="newsletter-heading" className={styles.heading}>
            Subscribe to our newsletter
          </h2>
          <p className={styles.text}>Fresh articles, studio notes and the odd good link, once a month.</p>
        </div>
        <DemoForm kind="newsletter" label="Your e-mail address" submitLabel="Subscribe" tone="dark" />
      </div>
    </section>
  );
}
