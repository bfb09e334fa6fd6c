import type { Metadata } from 'next';

import { BlogSidebar } from '@/app/(theme)/_components/blog/blog-sidebar';
import styles from '@/app/(theme)/_components/blog/blog-lists.module.css';
import { StaticPagination } from '@/app/(theme)/_components/blog/pagination';
import { PostCard } from '@/app/(theme)/_components/blog/post-card';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { FEATURED_POSTS, JOURNAL_PAGES, JOURNAL_POSTS } from '@/app/(theme)/_content/blog';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Our Journal') };

export default function BlogSidebarPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Blog"
        title="Our Journal"
        lead="Longer reads from the team, with the most popular posts at hand."
      />
      <div className={`container ${styles.journal}`}>
        <div>
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="visually-hidden">
              Featured posts
            </h2>
            <div className={styles.featured}>
              {FEATURED_POSTS.map((post) => (
                <PostCard key={post.title} post={post} />
              ))}
            </div>
          </section>
          <section aria-labelledby="latest-heading">
            <h2 id="latest-heading" className="visually-hidden">
              Latest posts
            </h2>
            <div className={styles.listing}>
              {JOURNAL_POSTS.map((post) => (
                <PostCard key={post.title} post={post} layout="row" sizes="(max-width: 640px) 100vw, 320px" />
              ))}
            </div>
          </section>
          <StaticPagination
            shown={JOURNAL_PAGES.shown}
            last={JOURNAL_PAGES.last}
            current={JOURNAL_PAGES.current}
          />
        </div>
        <BlogSidebar />
      </div>
    </>
  );
}
