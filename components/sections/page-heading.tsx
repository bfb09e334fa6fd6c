import type { Post } from '@/lib/wordpress';

import styles from './page-heading.module.css';

/**
 * A post page's heading: the post's title when it is in the page's language (an English title set in
 * WordPress included), otherwise the page's own name, so an English page is never headed in Spanish.
 */
export const headingOf = (post: Post | undefined, pageName: string) =>
  (post && !post.textLang.title && post.title) || pageName;

/** The page's one <h1>, with an optional introduction. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className={styles.heading}>
      <div className="container">
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
    </div>
  );
}
