import { LOCALES } from '@/lib/i18n/locales';
import { pagedPath, taggedAddresses } from '@/lib/routes';
import { categoryMap, galleryParent } from '@/lib/wordpress/categories';
import { TAGS } from '@/lib/wordpress/tags';

import type { WebhookPayload } from '@/lib/companion/contract';

function mappedCategories(): Set<number> {
  return new Set(Object.values(categoryMap()).flatMap((langs) => Object.values(langs).flat()));
}

export function tagsForChange(post: WebhookPayload['post']): string[] {
  const mapped = mappedCategories();
  const tags = [...new Set(post.categories)].filter((id) => mapped.has(id)).map(TAGS.category);
  if (post.type === 'attachment' && post.parent === galleryParent()) {
    tags.push(TAGS.media(galleryParent()));
  }
  return tags;
}

/** What "republish the whole site" refreshes: every tag a pre-rendered address reads, so every cached read. */
export function everyTag(): string[] {
  return [...new Set(taggedAddresses().flatMap(({ tags }) => tags))].sort();
}

/** The gallery's later pages, spares included: one more picture moves every later one a place. */
export function galleryPagePaths(pages: number): string[] {
  return LOCALES.flatMap((lang) =>
    Array.from({ length: pages - 1 }, (_, index) => pagedPath('gallery', lang, index + 2)),
  );
}

export const touchesGallery = (tags: readonly string[]) => tags.includes(TAGS.media(galleryParent()));
