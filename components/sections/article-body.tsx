import Image from 'next/image';
import type { ReactNode } from 'react';

import { CmsHtml } from '@/components/ui/cms-html';
import type { Post } from '@/lib/wordpress';

import styles from './article-body.module.css';

/** A WordPress page post: featured image and sanitised body, with an optional aside. */
export function ArticleBody({ post, aside }: { post: Post; aside?: ReactNode }) {
  return (
    <div className={`container ${styles.layout} ${aside ? styles.withAside : ''}`}>
      <div className={styles.main}>
        {post.image ? (
          <Image
            src={post.image.src}
            alt={post.image.alt}
            lang={post.textLang.image}
            width={post.image.width}
            height={post.image.height}
            sizes="(max-width: 900px) 100vw, 760px"
            preload
            fetchPriority="high"
            className={styles.image}
          />
        ) : null}
        <CmsHtml html={post.html} lang={post.textLang.html} className={styles.body} />
      </div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}
