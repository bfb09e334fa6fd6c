import Image from 'next/image';
import Link from 'next/link';

import type { BlogSample } from '@/app/(theme)/_content/types';

import styles from './modern.module.css';

/** Three article teasers: picture, category, date, title (the link) and a one-line summary. */
export function BlogTeasers({ posts, label }: { posts: readonly BlogSample[]; label: string }) {
  return (
    <ul className={styles.posts} aria-label={label}>
      {posts.map((post) => (
        <li key={post.title}>
          <article className={styles.post}>
            <Image
              src={post.img.src}
              alt={post.img.alt}
              width={post.img.width}
              height={post.img.height}
              sizes="(max-width: 767px) 100vw, 33vw"
              className={styles.postImage}
            />
            <p className={styles.postMeta}>
              <span>{post.category}</span> <span aria-hidden="true">·</span>{' '}
              <time dateTime={post.dateTime}>{post.date}</time>
            </p>
            <h3 className={styles.postTitle}>
              <Link href={post.href}>{post.title}</Link>
            </h3>
            <p>{post.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
