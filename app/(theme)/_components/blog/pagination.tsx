import styles from './pagination.module.css';

/**
 * The journal's static pagination (spec: 1-5, an ellipsis, 20, next). The demo has one page, so the
 * other numbers are shown as plain text, not links, and a note tells assistive technology so.
 */
export function StaticPagination({
  shown,
  last,
  current,
}: {
  shown: readonly number[];
  last: number;
  current: number;
}) {
  return (
    <nav className={styles.pagination} aria-label="Journal pages" aria-describedby="pagination-note">
      <p id="pagination-note" className="visually-hidden">
        Demo pagination: only page {current} exists.
      </p>
      <ul>
        {[...shown, 'ellipsis' as const, last, 'next' as const].map((item) => {
          if (item === 'ellipsis') {
            return (
              <li key={item} aria-hidden="true" className={styles.gap}>
                …
              </li>
            );
          }
          if (item === 'next') {
            return (
              <li key={item}>
                <span className={styles.page}>Next</span>
              </li>
            );
          }
          return (
            <li key={item}>
              <span
                className={`${styles.page} ${item === current ? styles.current : ''}`}
                aria-current={item === current ? 'page' : undefined}
              >
                <span className="visually-hidden">Page </span>
                {item}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
