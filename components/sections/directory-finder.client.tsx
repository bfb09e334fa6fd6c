'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { DirectoryWords } from '@/lib/search/types';
import { matchesQuery, searchWords } from '@/lib/search/words';

import {
  NO_FILTER,
  addressOf,
  filterOf,
  historyStep,
  type Filter,
  type FinderSection,
} from './directory-filter';
import styles from './directory-finder.module.css';

/** A provider's card (rendered on the server), its section, and its name as the card shows it. */
export type FinderProvider = { id: number; section: FinderSection; name: string; card: ReactNode };

/**
 * Each provider's words in both languages (lib/search `buildDirectoryWords`), fetched as the finder starts:
 * `undefined` while on the way, `null` if they could not be had. One GET of a static file per page view:
 * SWR, which the header search loads with its box, added 5.6 kB of gzip to the directory for caching and
 * revalidation it does not need.
 */
function useDirectoryWords(lang: Locale): DirectoryWords | null | undefined {
  const [words, setWords] = useState<DirectoryWords | null>();
  useEffect(() => {
    const request = new AbortController();
    fetch(`/${lang}/directory-words.json`, { signal: request.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`directory words: HTTP ${response.status}`);
        return response.json() as Promise<DirectoryWords>;
      })
      .then(setWords, () => {
        if (!request.signal.aborted) setWords(null);
      });
    return () => request.abort();
  }, [lang]);
  return words;
}

/**
 * Follows the address: a shared link, a reload, Back and Forward, and the header search's links to a
 * provider. The pages are pre-rendered without a query, so useSearchParams sits in its own Suspense
 * boundary, rendered in the browser only (Next 16), and the cards outside it stay in the HTML.
 */
function AddressFilter({ onChange }: { onChange: (filter: Filter) => void }) {
  const params = useSearchParams();
  const key = params.toString();
  useEffect(() => {
    // The finder's own replaceState calls arrive here a render late: only the address as it is now counts.
    const now = new URLSearchParams(window.location.search);
    if (now.toString() === key) onChange(filterOf(now));
  }, [key, onChange]);
  return null;
}

const ANNOUNCE_DELAY_MS = 400;

type Props = {
  lang: Locale;
  providers: FinderProvider[];
  sections: { id: FinderSection; label: string; count: number }[];
  labels: Dictionary['directory']['finder'];
  phone: { display: string; tel: string };
};

/**
 * The directory as a finder: a text filter (accents and case ignored) and section chips above the cards.
 * Every card is in the HTML; without JavaScript the controls are hidden (noscript styles) and all show.
 */
export function DirectoryFinder({ lang, providers, sections, labels, phone }: Props) {
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // Until the words arrive a typed filter waits (every card stays, rather than flash "no match"); without
  // them, or for a provider they do not list yet, the finder matches the name on the card.
  const words = useDirectoryWords(lang);
  const wordsOf = (provider: FinderProvider) =>
    words === undefined ? null : (words?.[provider.id] ?? searchWords([provider.name]));

  const visible = providers.filter((provider) => {
    const found = wordsOf(provider);
    return (
      (!filter.section || provider.section === filter.section) &&
      (found === null || matchesQuery(found, filter.q))
    );
  });
  const total = providers.length;
  const count = (template: string) =>
    template.replace('{n}', String(visible.length)).replace('{total}', String(total));
  let status = count(labels.count);
  if (visible.length === 0) status = labels.none;
  else if (visible.length < total) status = count(visible.length === 1 ? labels.shownOne : labels.shown);

  // Announced once typing pauses, not at every key.
  const [announced, setAnnounced] = useState(status);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const choose = (next: Filter) => {
    setFilter(next);
    const address = addressOf(next, window.location.href);
    const current = filterOf(new URLSearchParams(window.location.search));
    if (historyStep(current, next) === 'push') window.history.pushState(null, '', address);
    else window.history.replaceState(null, '', address);
  };
  const follow = useCallback((next: Filter) => setFilter(next), []);
  const clear = () => {
    choose(NO_FILTER);
    input.current?.focus();
  };

  const chips = [{ id: '' as const, label: labels.all, count: total }, ...sections];
  const [callBefore = '', callAfter = ''] = labels.call.split('{phone}');
  return (
    <>
      <div className={styles.controls} data-needs-script="">
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {labels.label}
          </label>
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            name="q"
            className={styles.input}
            placeholder={labels.hint}
            autoComplete="off"
            enterKeyHint="search"
            value={filter.q}
            onChange={(event) => choose({ ...filter, q: event.target.value })}
          />
        </form>
        {sections.length > 1 ? (
          <div role="group" aria-labelledby={`${id}-sections`} className={styles.chips}>
            <span id={`${id}-sections`} className={styles.chipsLabel}>
              {labels.sections}
            </span>
            {chips.map((chip) => (
              <button
                key={chip.id || 'all'}
                type="button"
                className={styles.chip}
                aria-pressed={filter.section === chip.id}
                onClick={() => choose({ ...filter, section: chip.id })}
              >
                {chip.label} <span className={styles.count}>({chip.count})</span>
              </button>
            ))}
          </div>
        ) : null}
        <p role="status" className={styles.status}>
          {announced}
        </p>
      </div>
      <ul className={styles.grid}>
        {providers.map((provider) => (
          <li key={provider.id} hidden={!visible.includes(provider)}>
            {provider.card}
          </li>
        ))}
      </ul>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <button type="button" className={styles.clear} onClick={clear}>
            {labels.clear}
          </button>
          <p>
            {callBefore}
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
            {callAfter}
          </p>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <AddressFilter onChange={follow} />
      </Suspense>
    </>
  );
}
