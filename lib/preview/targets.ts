import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import {
  categoriesOf,
  CONTACT_ALIAS,
  PAGE_KINDS,
  PAGES,
  pathFor,
  resolvePage,
  type PageKind,
} from '@/lib/routes';
import { categoryMap, type CategoryMap } from '@/lib/wordpress/categories';

/** A plaza page and the categories its sections read (category map in lib/wordpress/categories.ts). */
export type PageTarget = { kind: PageKind; lang: Locale; path: string; categories: number[] };

/**
 * Every plaza page that shows posts, in the order a preview prefers them: the Spanish pages, then the English
 * ones (the plaza writes in Spanish; a category that feeds only English sections holds English posts), each
 * language in the route table's order. A post opens the first page that shows one of its categories, and
 * the preview bar links the rest. WordPress gets this same list (GET /api/preview/sections) for its "View"
 * links, so both sides pick the same page.
 */
export function pagesWithPosts(map: CategoryMap = categoryMap()): PageTarget[] {
  return LOCALES.flatMap((lang) =>
    PAGE_KINDS.flatMap((kind) => {
      const categories = categoriesOf(PAGES[kind].sections, lang, map);
      return categories.length ? [{ kind, lang, path: pathFor(kind, lang), categories }] : [];
    }),
  );
}

/** The pages that show a post in these categories, the one to open first. */
export function pagesShowing(categories: readonly number[], map: CategoryMap = categoryMap()): PageTarget[] {
  return pagesWithPosts(map).filter((page) => page.categories.some((id) => categories.includes(id)));
}

/**
 * Where "Exit preview" returns: the plaza page the editor was on (any language, gallery pages included, the
 * English contact alias), or the home chooser for anything else: never another site.
 */
export function returnPath(to: string | null): string {
  const match = /^\/(es|en)(?:\/([a-z0-9/-]*))?$/.exec(to ?? '');
  if (to === CONTACT_ALIAS.path) return to;
  if (!match || !isLocale(match[1])) return '/';
  const slug = match[2] ? match[2].split('/').filter(Boolean) : [];
  return resolvePage(match[1], slug) ? to! : '/';
}
