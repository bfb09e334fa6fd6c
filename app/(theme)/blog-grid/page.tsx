import type { Metadata } from 'next';
import Link from 'next/link';

import styles from '@/components/theme/blog/blog-lists.module.css';
import { NewsSlider } from '@/components/theme/blog/news-slider';
import { NewsletterBand } from '@/components/theme/blog/newsletter-band';
import { PostCard } from '@/components/theme/blog/post-card';
import { DemoForm } from '@/components/theme/forms/demo-form.client';
import { PageHero } from '@/components/theme/page-hero';
import { BLOG_POSTS, NEWS_SLIDES } from '@/content/demo/blog';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Blog Grid') };

export default function BlogGridPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Blog"
        title="Blog Grid"
        lead="Notes from the studio: product thinking, inspiration and the community around us."
      />
      <div className="container">
        <div className={styles.toolbar}>
          <DemoForm kind="search" label="Search the blog" submitLabel="Search" />
        </div>
        <NewsSlider slides={NEWS_SLIDES} />
        <h2 className="visually-hidden">All posts</h2>
        <ul className={styles.grid}>
          {BLOG_POSTS.slice(0, 9).map((post) => (
            <li key={post.title}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          <Link href="/blog-masonry" className={styles.button}>
            More
          </Link>
        </div>
      </div>
      <NewsletterBand />
    </>
  );
}
