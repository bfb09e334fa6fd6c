'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';

import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

import { OffCanvas } from './off-canvas.client';
import styles from './search-panel.module.css';

/**
 * The box, its index loader (SWR) and the search library load on first open: a header on every page
 * should not ship a search engine to visitors who never search.
 */
const SearchBox = lazy(() => import('./search-box.client').then((module) => ({ default: module.SearchBox })));

/** The header's search panel: a button and a dialog; the search box inside is loaded when first opened. */
export function SearchPanel({
  lang,
  labels,
  icon,
}: {
  lang: Locale;
  labels: Dictionary['search'];
  icon: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <OffCanvas
      openLabel={labels.open}
      closeLabel={labels.close}
      title={labels.title}
      icon={icon}
      side="top"
      onOpen={() => setOpened(true)}
    >
      {opened ? (
        <Suspense
          fallback={
            <p role="status" className={styles.status}>
              {labels.loading}
            </p>
          }
        >
          <SearchBox lang={lang} labels={labels} />
        </Suspense>
      ) : null}
    </OffCanvas>
  );
}
