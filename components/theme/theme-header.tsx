import Link from 'next/link';

import styles from './theme-chrome.module.css';

const LINKS = [
  { href: '/Preview', label: 'Demos' },
  { href: '/home-default', label: 'Home' },
  { href: '/works-grid', label: 'Works' },
  { href: '/blog-grid', label: 'Blog' },
  { href: '/service', label: 'Services' },
  { href: '/contact', label: 'Contact' },
];

/** Header of the theme demo pages. */
export function ThemeHeader() {
  return (
    <header className={styles.header}>
      <a className="visually-hidden" href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/Preview" className={styles.brand}>
          Studio Demo
        </Link>
        <nav aria-label="Theme demo">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
