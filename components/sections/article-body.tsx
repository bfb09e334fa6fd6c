import type { ReactNode } from 'react';

import { CmsHtml } from '@/components/ui/cms-html';
import type { Post } from '@/lib/wordpress';

import styles from './article-body.module.css';
import { PostImage } from './post-image';

/** A WordPress page post: featured image and sanitised body, with an optional aside. */
export function ArticleBody({ post, aside }: { post: Post; aside?: ReactNode }) {
  return (
    <div className={`container ${styles.layout} ${aside ? styles.withAside : ''}`}>
      <div className={styles.main}>
        <PostImage post={post} sizes="(max-width: 900px) 100vw, 760px" lead className={styles.image} />
        <CmsHtml html={post.html} lang={post.textLang.html} className={styles.body} />
      </div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}
