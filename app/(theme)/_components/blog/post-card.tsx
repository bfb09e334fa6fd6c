import Image from 'next/image';
import Link from 'next/link';

import type { BlogSample } from '@/app/(theme)/_content/types';

import styles from './post-card.module.css';

type Props = {
  post: BlogSample;
  /** 'grid' and 'masonry' are stacked cards; 'row' puts the picture beside the text (journal listing). */
  layout?: 'grid' | 'masonry' | 'row';
  /** A "read on" link under the text ('Continue' on the masonry). */
  more?: string;
  headingLevel?: 2 | 3;
  sizes?: string;
};

/** A blog teaser. The title is the link; the picture repeats it, so it is decorative. */
export function PostCard({
  post,
  layout = 'grid',
  more,
  headingLevel = 3,
  sizes = '(max-width: 768px) 100vw, 33vw',
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      <Image
        className={styles.image}
        src={post.img.src}
        alt={post.img.alt}
        width={post.img.width}
        height={post.img.height}
        sizes={sizes}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <time dateTime={post.dateTime}>{post.date}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={post.href}>{post.title}</Link>
        </Heading>
        <p className={styles.description}>{post.description}</p>
        <p className={styles.byline}>
          By {post.author} · {post.comments} {post.comments === 1 ? 'comment' : 'comments'}
        </p>
        {more ? (
          <Link href={post.href} className={styles.more}>
            {more}
            <span className="visually-hidden">: {post.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
