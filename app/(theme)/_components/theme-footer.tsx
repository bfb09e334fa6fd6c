import Link from 'next/link';

import styles from './theme-chrome.module.css';

/** Footer of the theme demo pages; `year` is fixed to 2021 on the one page the spec names. */
export function ThemeFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerBar}`}>
        <p className={styles.footerLead}>
          Have a project in mind? <Link href="/contact">Let’s talk</Link>
        </p>
        <p>
          © {year} Studio Demo. Placeholder content of a theme demonstration: the studio, its people and its
          clients are invented.
        </p>
        <p>
          <Link href="/Preview">All demos</Link>
        </p>
      </div>
    </footer>
  );
}
