'use client';

import type MiniSearch from 'minisearch';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';

import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchEntry } from '@/lib/search/types';
import { foldText } from '@/lib/search/words';

import styles from './search-box.module.css';
import panelStyles from './search-panel.module.css';

type Labels = Dictionary['search'];

/** Loads the pre-built index and the search library together, on first use only. */
async function loadIndex(url: string): Promise<MiniSearch<SearchEntry>> {
  const [response, { default: MiniSearchClass }] = await Promise.all([fetch(url), import('minisearch')]);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const entries = (await response.json()) as SearchEntry[];
  const index = new MiniSearchClass<SearchEntry>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'titleLang', 'href'],
    // Accent- and case-insensitive: "cardiologia" finds "Cardiología".
    processTerm: foldText,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3 }, combineWith: 'AND' },
  });
  index.addAll(entries);
  return index;
}

const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The search box of the header's panel: the spec's box, searching the plaza's own content. */
export function SearchBox({ lang, labels }: { lang: Locale; labels: Labels }) {
  const [query, setQuery] = useState('');
  const {
    data: index,
    error,
    isLoading,
  } = useSWR(`/${lang}/search-index.json`, loadIndex, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setQuery(typeof value === 'string' ? value.trim() : '');
  };

  const results = index && query ? index.search(query).slice(0, 20) : [];
  let status = '';
  if (error) status = labels.error;
  else if (query && isLoading) status = labels.loading;
  else if (query && index) {
    status =
      results.length === 0
        ? format(labels.noResults, { q: query })
        : format(results.length === 1 ? labels.oneResult : labels.results, { n: results.length, q: query });
  }

  return (
    <>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`search-${lang}`} className="visually-hidden">
          {labels.label}
        </label>
        <input
          id={`search-${lang}`}
          name="q"
          type="search"
          className={styles.input}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
      </form>
      <p role="status" className={panelStyles.status}>
        {status}
      </p>
      {results.length ? (
        <ul className={styles.results}>
          {results.map((result) => (
            <li key={result.id}>
              <Link href={String(result.href)} lang={result.titleLang ? String(result.titleLang) : undefined}>
                {String(result.title)}
              </Link>
              <span className={styles.kind}>{labels.kinds[result.kind as SearchEntry['kind']]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
