import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/layout/scroll-to-top.client';
import { ArrowUpIcon } from '@/components/ui/icons';
import tiles from '@/components/ui/link-tiles.module.css';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

import { SiteLinkList } from './site-link-list';
import styles from './plaza-not-found.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A plaza address that does not exist, in the address's language: the site's header (menu, language links,
 * search), the message, links to every section, the footer. `children` carries the 404 status
 * (<NotFoundStatus />) from the route's page, which draws nothing.
 */
export function PlazaNotFound({ lang, children }: { lang: Locale; children: ReactNode }) {
  const dict = getDictionary(lang);
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{dict.notFound.title}</h1>
        <p>{dict.notFound.text}</p>
        <p>{dict.notFound.hint}</p>
        <nav aria-label={dict.notFound.sections}>
          <SiteLinkList lang={lang} className={`${styles.links} ${tiles.tiles}`} />
        </nav>
      </main>
      <SiteFooter lang={lang} />
      <ScrollToTop label={dict.nav.scrollTop} icon={<ArrowUpIcon />} />
      {children}
    </>
  );
}
