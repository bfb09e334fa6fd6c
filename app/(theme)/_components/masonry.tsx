import { Children, type ReactNode } from 'react';

import styles from './masonry.module.css';

type Props = {
  children: ReactNode;
  label: string;
  /**
   * Spec section 9. `portfolio`: 2 columns, 1 at 500 px or narrower.
   * `blog`: 4 columns, 3 at 1100 px or less, 2 at 768 px or less, 1 at 500 px or less.
   */
  columns: 'portfolio' | 'blog';
};

/** Masonry with CSS columns: no script, no layout shift, items keep their reading order per column. */
export function Masonry({ children, label, columns }: Props) {
  return (
    <ul className={`${styles.masonry} ${styles[columns]}`} aria-label={label} data-masonry={columns}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
