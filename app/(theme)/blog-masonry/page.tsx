import type { Metadata } from 'next';

import styles from '@/components/theme/blog/blog-lists.module.css';
import { NewsletterBand } from '@/components/theme/blog/newsletter-band';
import { PostCard } from '@/components/theme/blog/post-card';
import { PageHero } from '@/components/theme/pages/page-hero';
import { BLOG_POSTS } from '@/content/demo/blog';

export const metadata: Metadata = { title: 'Blog Masonry - Studio Demo' };

export default function BlogMasonryPage() {
  return (
    <>
      <PageHero title="Blog Masonry" crumb="Blog">
        <p>Twelve stories of different lengths, stacked like bricks.</p>
      </PageHero>
      <div className="container">
        <div className={styles.masonry} data-testid="blog-masonry">
          {BLOG_POSTS.map((post) => (
            <PostCard key={post.title} post={post} layout="masonry" more="Continue" headingLevel={2} sizes="(max-width: 500px) 100vw, (max-width: 768px) 50vw, (max-width: 1100px) 33vw, 300px" />
          ))}
        </div>
      </div>
      <NewsletterBand />
    </>
  );
}
