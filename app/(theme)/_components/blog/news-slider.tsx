import Image from 'next/image';
import Link from 'next/link';

import { carouselLabels } from '@/app/(theme)/_components/labels';
import { Carousel } from '@/components/ui/carousel.client';
import type { BlogSample } from '@/app/(theme)/_content/types';

import styles from './news-slider.module.css';

/** Spec: the blog news slider has 3 slides, 900 ms, loops, and hides its dots under 768 px. */
export const NEWS_SLIDER = { duration: 900, loop: true, dots: 'from-768' } as const;

export function NewsSlider({ slides }: { slides: readonly BlogSample[] }) {
  return (
    <Carousel
      labels={carouselLabels('Latest news')}
      duration={NEWS_SLIDER.duration}
      loop={NEWS_SLIDER.loop}
      dots={NEWS_SLIDER.dots}
      className={styles.slider}
    >
      {slides.map((post, index) => (
        <article key={post.title} className={styles.slide}>
          <Image
            className={styles.image}
            src={post.img.src}
            alt=""
            width={post.img.width}
            height={post.img.height}
            sizes="(max-width: 1232px) 100vw, 1200px"
            priority={index === 0}
          />
          <div className={styles.caption}>
            <p className={styles.meta}>
              {post.category} · <time dateTime={post.dateTime}>{post.date}</time>
            </p>
            <h2 className={styles.title}>
              <Link href={post.href}>{post.title}</Link>
            </h2>
            <p className={styles.text}>{post.description}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
