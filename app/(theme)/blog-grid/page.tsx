import type { Metadata } from 'next';
import Link from 'next/link';

import styles from '@/app/(theme)/_components/blog/blog-lists.module.css';
import { NewsSlider } from '@/app/(theme)/_components/blog/news-slider';
import { NewsletterBand } from '@/app/(theme)/_components/blog/newsletter-band';
import { PostCard } from '@/app/(theme)/_components/blog/post-card';
import { DemoForm } from '@/app/(theme)/_components/forms/demo-form.client';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { BLOG_POSTS, NEWS_SLIDES } from '@/app/(theme)/_content/blog';
import { demoTitle } from '@/app/(theme)/_content/site';

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
