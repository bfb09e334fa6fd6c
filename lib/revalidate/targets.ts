import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { categoriesOf, CONTACT_ALIAS, PAGE_KINDS, PAGES, pagedPath, pathFor, sectionsOf } from '@/lib/routes';
import { SEARCH_SECTIONS } from '@/lib/search/types';
import { categoryMap, galleryParent, type Section } from '@/lib/wordpress/categories';
import { TAGS } from '@/lib/wordpress/tags';

import type { WebhookPayload } from '@/lib/companion/contract';

function mappedCategories(): Set<number> {
  return new Set(Object.values(categoryMap()).flatMap((langs) => Object.values(langs).flat()));
}

/** The tags of the change's categories the site reads (old and new), and the gallery's for its pictures. */
export function tagsForChange(post: WebhookPayload['post']): string[] {
  const mapped = mappedCategories();
  const tags = [...new Set(post.categories)].filter((id) => mapped.has(id)).map(TAGS.category);
  if (post.type === 'attachment' && post.parent === galleryParent()) {
    tags.push(TAGS.media(galleryParent()));
  }
  return tags;
}

type Reader = { path: string; lang: Locale; sections: readonly Section[]; gallery?: boolean };

/** Every pre-rendered address that reads WordPress, and what it reads. */
function readers(): Reader[] {
  return [
    ...LOCALES.flatMap((lang) => [
      ...PAGE_KINDS.map((kind) => ({
        path: pathFor(kind, lang),
        lang,
        sections: sectionsOf(kind),
        gallery: 'gallery' in PAGES[kind],
      })),
      {
        path: `/${lang}/search-index.json`,
        lang,
        sections: SEARCH_SECTIONS,
      },
      { path: `/${lang}/directory-words.json`, lang, sections: ['directory'] as const },
    ]),
    { path: CONTACT_ALIAS.path, lang: CONTACT_ALIAS.lang, sections: sectionsOf(CONTACT_ALIAS.kind) },
    ...['/blog-details', '/blog-details-sidebar', '/blog-details-v2', '/blog-details-v3'].map((path) => ({
      path,
      lang: 'en' as const,
      sections: ['relatedPosts'] as const,
    })),
  ];
}

function tagsOf({ lang, sections, gallery }: Reader): string[] {
  const tags = categoriesOf(sections, lang, categoryMap()).map(TAGS.category);
  if (gallery) tags.push(TAGS.media(galleryParent()));
  return tags;
}

/** `paged` when its later pages live at `<path>/<n>`. */
export type TaggedAddress = { path: string; tags: string[]; paged: boolean };

/** What the webhook regenerates (pathsForTags) and the HTTP cache purges by (lib/cache/tag-header.ts). */
export function taggedAddresses(): TaggedAddress[] {
  return readers().map((reader) => ({ path: reader.path, tags: tagsOf(reader), paged: !!reader.gallery }));
}

/** The addresses one of `tags` feeds (the gallery's first page only; see galleryPagePaths). */
export function pathsForTags(tags: readonly string[]): string[] {
  const wanted = new Set(tags);
  return taggedAddresses()
    .filter((address) => address.tags.some((tag) => wanted.has(tag)))
    .map(({ path }) => path);
}

/** The gallery's later pages, spares included: one more picture moves every later one a place. */
export function galleryPagePaths(pages: number): string[] {
  return LOCALES.flatMap((lang) =>
    Array.from({ length: pages - 1 }, (_, index) => pagedPath('gallery', lang, index + 2)),
  );
}

export const touchesGallery = (tags: readonly string[]) => tags.includes(TAGS.media(galleryParent()));
