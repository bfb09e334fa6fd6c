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

export type PageTarget = { kind: PageKind; lang: Locale; path: string; categories: number[] };

/** Pages showing posts, Spanish first, in route order; a post opens the first that fits, as "View" does. */
export function pagesWithPosts(map: CategoryMap = categoryMap()): PageTarget[] {
  return LOCALES.flatMap((lang) =>
    PAGE_KINDS.flatMap((kind) => {
      const categories = categoriesOf(PAGES[kind].sections, lang, map);
      return categories.length ? [{ kind, lang, path: pathFor(kind, lang), categories }] : [];
    }),
  );
}

export function pagesShowing(categories: readonly number[], map: CategoryMap = categoryMap()): PageTarget[] {
  return pagesWithPosts(map).filter((page) => page.categories.some((id) => categories.includes(id)));
}

/** Where "Exit preview" returns: a plaza page, else the home chooser, never another site. */
export function returnPath(to: string | null): string {
  const match = /^\/(es|en)(?:\/([a-z0-9/-]*))?$/.exec(to ?? '');
  if (to === CONTACT_ALIAS.path) return to;
  if (!match || !isLocale(match[1])) return '/';
  const slug = match[2] ? match[2].split('/').filter(Boolean) : [];
  return resolvePage(match[1], slug) ? to! : '/';
}
