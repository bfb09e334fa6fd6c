import Image from 'next/image';

import type { Post } from '@/lib/wordpress';

/** A post's featured image at its own proportions, its alt text marked when it is in another language. */
export function PostImage({
  post,
  sizes,
  className,
  lead = false,
}: {
  post: Post;
  sizes: string;
  className?: string;
  lead?: boolean;
}) {
  if (!post.image) return null;
  return (
    <Image
      src={post.image.src}
      alt={post.image.alt}
      lang={post.textLang.image}
      width={post.image.width}
      height={post.image.height}
      sizes={sizes}
      // The page's largest paint when it leads the page: fetched early and first.
      preload={lead}
      fetchPriority={lead ? 'high' : undefined}
      className={className}
    />
  );
}
