import type { FilterId } from '@/app/(theme)/_content/types';

/** The filter that matches every project. */
export const ALL_FILTER: FilterId = 'all';

/** Does a project tagged `ids` show under `filter`? */
export function matchesFilter(ids: readonly FilterId[], filter: FilterId): boolean {
  return filter === ALL_FILTER || ids.includes(filter);
}

/** For each project (by position), whether it shows under `filter`. */
export function visibleUnder(items: ReadonlyArray<readonly FilterId[]>, filter: FilterId): boolean[] {
  return items.map((ids) => matchesFilter(ids, filter));
}

export function countUnder(items: ReadonlyArray<readonly FilterId[]>, filter: FilterId): number {
  return items.filter((ids) => matchesFilter(ids, filter)).length;
}

/** What the live region says after a filter is chosen, e.g. "4 projects shown: Branding". */
export function resultMessage(count: number, filterName: string): string {
  const noun = count === 1 ? 'project' : 'projects';
  return count === 0 ? `No projects in ${filterName}` : `${count} ${noun} shown: ${filterName}`;
}
