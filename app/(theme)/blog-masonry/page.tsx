import type { Metadata } from 'next';

import { NewsletterBand } from '@/app/(theme)/_components/blog/newsletter-band';
import { PostCard } from '@/app/(theme)/_components/blog/post-card';
import { Masonry } from '@/app/(theme)/_components/masonry';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { BLOG_POSTS } from '@/app/(theme)/_content/blog';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Blog Masonry') };

export default function BlogMasonryPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Blog"
        title="Blog Masonry"
        lead="Twelve stories of different lengths, stacked like bricks."
      />
      <div className={`container ${s.section}`}>
        <Masonry label="All posts" columns="blog">
          {BLOG_POSTS.map((post) => (
            <PostCard
              key={post.title}
              post={post}
              layout="masonry"
              more="Continue"
              headingLevel={2}
              sizes="(max-width: 500px) 100vw, (max-width: 768px) 50vw, (max-width: 1100px) 33vw, 300px"
            />
          ))}
        </Masonry>
      </div>
      <NewsletterBand />
    </>
  );
}
