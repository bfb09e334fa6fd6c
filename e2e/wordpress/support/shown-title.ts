import en from '../../../content/i18n/en.json' with { type: 'json' };
import type { Locale } from '../../../lib/i18n/locales';
import type { PageKind } from '../../../lib/routes';
import { writtenIn } from '../../../lib/wordpress/categories';

import type { WpPost } from './wordpress';

/** Sections that show one post (the newest of their categories); the others show every post. */
export const ONE_POST = new Set(['about', 'medicalCentre', 'pharmacy', 'contact', 'sitePlan']);

/**
 * The title a page shows for a post: a Spanish post (a category the Spanish site reads) on an English page
 * shows its English title when WordPress has one; a page made of one such post is otherwise headed by its
 * own English name (never a Spanish h1).
 */
export function shownTitle(post: WpPost, section: string, lang: Locale, kind: PageKind): string {
  const spanishOnEnglish = lang === 'en' && post.categories.some((id) => writtenIn(id) === 'es');
  if (!spanishOnEnglish) return post.title;
  if (post.acf.titulo_en) return post.acf.titulo_en;
  if (!ONE_POST.has(section)) return post.title;
  return kind === 'sitePlan' ? en.sitePlan.title : en.nav[kind];
}
