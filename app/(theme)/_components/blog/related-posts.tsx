import Image from 'next/image';
import Link from 'next/link';

import { carouselLabels } from '@/app/(theme)/_components/labels';
import { Carousel } from '@/components/ui/carousel.client';
import { POST_HREF } from '@/app/(theme)/_content/blog';
import { getSection } from '@/lib/wordpress';

import styles from './related-posts.module.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** WordPress dates are the site's wall-clock time without a zone: format the calendar day as written. */
function day(date: string): { iso: string; text: string } | null {
  const iso = date.slice(0, 10);
  const parsed = Date.parse(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(parsed)
    ? { iso, text: dateFormat.format(parsed) }
    : null;
}

/**
 * Related posts of the demo post pages, from the content layer (spec: categories 10 and 7,
 * concatenated), read at build time, in the shared carousel. Links go to the demo post page. No posts:
 * no section.
 */
export async function RelatedPosts() {
  const posts = await getSection('relatedPosts', 'en');
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-heading">
      <h2 id="related-heading">Related Posts</h2>
      <div data-testid="related-posts">
        <Carousel labels={carouselLabels('Related posts')} perView={{ 0: 1, 576: 2, 992: 3 }} duration={900}>
          {posts.map((post) => {
            const published = day(post.date);
            return (
              <article key={post.id} className={styles.item}>
                {post.image ? (
                  <Image
                    className={styles.image}
                    src={post.image.src}
                    alt=""
                    width={post.image.width}
                    height={post.image.height}
                    sizes="(max-width: 768px) 100vw, 300px"
                  />
                ) : null}
                {published ? (
                  <p className={styles.date}>
                    <time dateTime={published.iso}>{published.text}</time>
                  </p>
                ) : null}
                <h3 className={styles.title} lang={post.textLang.title}>
                  <Link href={POST_HREF}>{post.title}</Link>
                </h3>
              </article>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
