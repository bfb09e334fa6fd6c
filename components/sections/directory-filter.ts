/** The directory finder's filter and its place in the address: pure, shared by the island and its tests. */

export type FinderSection = 'medical' | 'shops';

export type Filter = { q: string; section: FinderSection | '' };

export const NO_FILTER: Filter = { q: '', section: '' };

export const isFiltered = (filter: Filter) => !!filter.q.trim() || !!filter.section;

/** The filter an address carries: `?q=<text>&section=medical|shops`; anything else is no filter. */
export function filterOf(params: URLSearchParams): Filter {
  const section = params.get('section');
  return { q: params.get('q') ?? '', section: section === 'medical' || section === 'shops' ? section : '' };
}

/** `href` with the filter in its query (other parameters and the hash kept): path, query and hash. */
export function addressOf(filter: Filter, href: string): string {
  const url = new URL(href);
  url.searchParams.delete('q');
  url.searchParams.delete('section');
  if (filter.q.trim()) url.searchParams.set('q', filter.q);
  if (filter.section) url.searchParams.set('section', filter.section);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * How a change of filter enters the history: a first filter, or another section, is an entry of its own
 * (Back returns to the list as it was); typing on within a filter, or clearing it, replaces the entry.
 */
export function historyStep(current: Filter, next: Filter): 'push' | 'replace' {
  return (!isFiltered(current) && isFiltered(next)) || next.section !== current.section ? 'push' : 'replace';
}
