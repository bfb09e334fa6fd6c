'use client';

import { Children, useState, type ReactNode } from 'react';

import type { Filter, FilterId } from '@/app/(theme)/_content/types';

import styles from './project-filter.module.css';
import { countUnder, resultMessage, visibleUnder } from './project-filter-logic';

type Props = {
  filters: readonly Filter[];
  /** The filter ids of each child, in the children's order. */
  itemIds: ReadonlyArray<readonly FilterId[]>;
  /** Names the group of filter buttons, e.g. 'Filter projects by category'. */
  label: string;
  showCounts?: boolean;
  listClassName?: string;
  /** Sets `--columns` on the list for grid layouts. */
  columns?: number;
  /** Server-rendered items: each child becomes one list item. */
  children: ReactNode;
};

/**
 * Filter buttons over a server-rendered list: every item is in the HTML; choosing a filter hides the
 * others (the `hidden` attribute) and a polite live region says how many remain. Buttons are native,
 * so Tab, Enter and Space work, and `aria-pressed` tells which filter is on.
 */
export function ProjectFilter({
  filters,
  itemIds,
  label,
  showCounts = false,
  listClassName,
  columns,
  children,
}: Props) {
  const [active, setActive] = useState<FilterId>(filters[0]?.id ?? 'all');
  const [message, setMessage] = useState('');
  const items = Children.toArray(children);
  const visible = visibleUnder(itemIds, active);

  const choose = (filter: Filter) => {
    setActive(filter.id);
    setMessage(resultMessage(countUnder(itemIds, filter.id), filter.name));
  };

  return (
    <div className={styles.filterable}>
      <div role="group" aria-label={label} className={styles.buttons}>
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            className={styles.button}
            aria-pressed={filter.id === active}
            onClick={() => choose(filter)}
          >
            {filter.name}
            {showCounts ? ' ' : null}
            {showCounts ? (
              <span className={styles.count}>
                {countUnder(itemIds, filter.id)}
                <span className="visually-hidden"> projects</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {message}
      </p>
      <ul
        className={listClassName}
        style={columns ? ({ '--columns': columns } as React.CSSProperties) : undefined}
        data-filter-results=""
      >
        {items.map((item, index) => (
          <li key={index} hidden={!visible[index]}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
