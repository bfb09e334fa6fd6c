import type { ReactNode } from 'react';

import styles from './theme-section.module.css';

type Props = {
  children: ReactNode;
  /** The id of the section's heading: the section is a landmark named by it. */
  labelledBy?: string;
  id?: string;
  tone?: 'light' | 'soft' | 'dark' | 'accent';
  className?: string;
};

/** A full-width band of a theme page with its container; `tone` sets background and text colours. */
export function ThemeSection({ children, labelledBy, id, tone = 'light', className }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${styles.section} ${styles[tone]} ${className ?? ''}`}
    >
      <div className="container">{children}</div>
    </section>
  );
}
