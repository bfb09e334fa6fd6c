import Link from 'next/link';

import type { MenuItem } from '@/app/(theme)/_content/types';

import styles from './theme-chrome.module.css';
import { ThemeNav } from './theme-nav.client';

type Props = {
  menu: readonly MenuItem[];
  /** The demo switcher's languages; the theme has none but English, so each is inert and says so. */
  languages: readonly string[];
};

/** Header of the theme demo pages: brand, menu, the preview index and the (inert) language switcher. */
export function ThemeHeader({ menu, languages }: Props) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/home-default" className={styles.brand}>
          Studio Demo
        </Link>
        <ThemeNav menu={menu} label="Theme demo" />
        <div className={styles.tools}>
          <Link href="/Preview" className={styles.demos}>
            All demos
          </Link>
          <ul className={styles.languages} aria-label="Demo languages">
            {languages.map((language) => (
              <li key={language}>
                {/* No href: not focusable, and `aria-disabled` announces it as an unavailable link. */}
                <a role="link" aria-disabled="true" className={styles.inert}>
                  {language}
                  <span className="visually-hidden"> (not available)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}
