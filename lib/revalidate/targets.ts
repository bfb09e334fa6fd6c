import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { categoriesOf, CONTACT_ALIAS, PAGE_KINDS, PAGES, pagedPath, pathFor, sectionsOf } from '@/lib/routes';
import { SEARCH_SECTIONS } from '@/lib/search/types';
import { categoryMap, galleryParent, type Section } from '@/lib/wordpress/categories';
import { TAGS } from '@/lib/wordpress/tags';

import type { WebhookPayload } from '@/lib/companion/contract';

/** Every category id some section of the site reads (either language). */
function mappedCategories(): Set<number> {
  return new Set(Object.values(categoryMap()).flatMap((langs) => Object.values(langs).flat()));
}

/**
 * The cache tags a change touches: the tag of each of its categories that the site reads (old and new
 * ones, the payload carries both), and the gallery's tag for an attachment of the gallery's post.
 * Anything else (a category no section shows, another post's attachments) touches nothing.
 */
export function tagsForChange(post: WebhookPayload['post']): string[] {
  const mapped = mappedCategories();
  const tags = [...new Set(post.categories)].filter((id) => mapped.has(id)).map(TAGS.category);
  if (post.type === 'attachment' && post.parent === galleryParent()) {
    tags.push(TAGS.media(galleryParent()));
  }
  return tags;
}

type Reader = { path: string; lang: Locale; sections: readonly Section[]; gallery?: boolean };

/**
 * Every pre-rendered address that reads WordPress, with what it reads: the plaza pages (from the route
 * table), the English contact alias, the search indexes, the directory finder's words and the demo post
 * pages' related posts. A webhook requests the ones whose tags it refreshed, so they are regenerated right
 * away rather than on a visitor's next request.
 */
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

/** The cache tags of what an address shows: its sections' categories in its language, and the gallery's. */
function tagsOf({ lang, sections, gallery }: Reader): string[] {
  const tags = categoriesOf(sections, lang, categoryMap()).map(TAGS.category);
  if (gallery) tags.push(TAGS.media(galleryParent()));
  return tags;
}

/** An address that reads WordPress, with its tags; `paged` when its later pages live at `<path>/<n>`. */
export type TaggedAddress = { path: string; tags: string[]; paged: boolean };

/**
 * Every pre-rendered address that reads WordPress, with the tags its content comes from: what the webhook
 * regenerates (pathsForTags) and what the HTTP cache in front is told to purge by (lib/cache/tag-header.ts).
 */
export function taggedAddresses(): TaggedAddress[] {
  return readers().map((reader) => ({ path: reader.path, tags: tagsOf(reader), paged: !!reader.gallery }));
}

/** The addresses whose content one of `tags` feeds (the gallery's first page; see galleryPagePaths). */
export function pathsForTags(tags: readonly string[]): string[] {
  const wanted = new Set(tags);
  return taggedAddresses()
    .filter((address) => address.tags.some((tag) => wanted.has(tag)))
    .map(({ path }) => path);
}

/**
 * The gallery's pages after the first, in both languages, for a gallery pre-rendered with `pages` pages
 * per language (routes.ts: the real ones and the spares). A media change refreshes them all: one more
 * picture moves every later one a place, and a spare page may become a real one.
 */
export function galleryPagePaths(pages: number): string[] {
  return LOCALES.flatMap((lang) =>
    Array.from({ length: pages - 1 }, (_, index) => pagedPath('gallery', lang, index + 2)),
  );
}

/** Whether the tags include the gallery's (a change to one of its pictures). */
export const touchesGallery = (tags: readonly string[]) => tags.includes(TAGS.media(galleryParent()));
