import Link from 'next/link';

import styles from './cards.module.css';

/** A call to action between sections: a line of text and a link to the contact page. */
export function CtaBand({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-heading" className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <Link href={link.href} className={styles.ctaLink}>
          {link.label}
        </Link>
      </div>
    </section>
  );
}
