import Link from 'next/link';

import { GlobeIcon, LogoMark, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { alternatesFor, pathFor, type PageKind } from '@/lib/routes';

import { LanguageLink } from './language-link.client';
import { menuFor, type MenuItem } from './menu';
import { OffCanvas } from './off-canvas.client';
import { SearchPanel } from './search-panel.client';
import styles from './site-header.module.css';
import { StickyHeader } from './sticky-header.client';

function MenuList({
  items,
  current,
  className,
}: {
  items: MenuItem[];
  current?: PageKind;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href} className={item.children ? styles.hasChildren : undefined}>
          <Link href={item.href} aria-current={item.kind === current ? 'page' : undefined}>
            {item.label}
          </Link>
          {item.children ? (
            <ul className={styles.submenu}>
              {item.children.map((child) => (
                <li key={child.href}>
                  <Link href={child.href} aria-current={child.kind === current ? 'page' : undefined}>
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The plaza header: logo, menu, language links to the equivalent page, search and the off-canvas menu.
 * Without a `kind` (the not-found page) no item is current and the language links go to each home.
 */
export function SiteHeader({ lang, kind, page = 1 }: { lang: Locale; kind?: PageKind; page?: number }) {
  const dict = getDictionary(lang);
  const items = menuFor(lang, dict.nav);
  const equivalents = alternatesFor(kind ?? 'home');
  // The bar shows the languages' codes (ES | EN) so every item fits on one line from 1100 px; the code is
  // the start of the language's name, which screen readers hear. The drawer has room for the names.
  const languageLinks = (condensed: boolean) => (
    <ul className={`${styles.languages} ${condensed ? styles.condensed : ''}`} aria-label={dict.nav.language}>
      {LOCALES.map((target) => {
        const name = target === 'en' ? dict.nav.english : dict.nav.spanish;
        return (
          <li key={target}>
            <LanguageLink
              lang={target}
              current={target === lang}
              href={page > 1 ? `${equivalents[target]}/${page}` : equivalents[target]}
            >
              {condensed ? (
                <>
                  <span aria-hidden="true">{target.toUpperCase()}</span>
                  <span className="visually-hidden">{name}</span>
                </>
              ) : (
                name
              )}
            </LanguageLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {dict.nav.skip}
      </a>
      <StickyHeader className={styles.bar} fixedClassName={styles.fixed}>
        <div className={`container ${styles.inner}`}>
          <Link href={pathFor('home', lang)} className={styles.brand}>
            <LogoMark />
            <span aria-hidden="true">{PLAZA.name}</span>
            <span className="visually-hidden">{dict.nav.logo}</span>
          </Link>
          <nav aria-label={dict.nav.main} className={styles.desktopNav}>
            <MenuList items={items} current={kind} className={styles.menu} />
          </nav>
          <div className={styles.tools}>
            <div className={styles.desktopLanguages}>
              <GlobeIcon />
              {languageLinks(true)}
            </div>
            <SearchPanel lang={lang} labels={dict.search} icon={<SearchIcon />} />
            <div className={styles.menuButton}>
              <OffCanvas
                openLabel={dict.nav.openMenu}
                closeLabel={dict.nav.closeMenu}
                title={dict.nav.menu}
                icon={<MenuIcon />}
              >
                <nav aria-label={dict.nav.main}>
                  <MenuList items={items} current={kind} className={styles.drawerMenu} />
                </nav>
                {languageLinks(false)}
              </OffCanvas>
            </div>
          </div>
        </div>
      </StickyHeader>
    </header>
  );
}
