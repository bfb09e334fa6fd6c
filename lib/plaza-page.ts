import type { Metadata } from 'next';

import { assertLocale } from '@/lib/i18n/assert-locale';
import type { Locale } from '@/lib/i18n/locales';
import { withPreviewRobots } from '@/lib/preview/metadata';
import type { PageKind } from '@/lib/routes';
import { plazaMetadata } from '@/lib/seo';
import { getSection, type Post } from '@/lib/wordpress';

/** The params every plaza page route gets: its language (each route pre-renders only its own). */
export type LangParams = { params: Promise<{ lang: string }> };

export const langOf = async (params: LangParams['params']): Promise<Locale> =>
  assertLocale((await params).lang);

/** The post a single-post page shows (its section's newest), or its featured image for metadata. */
export async function pagePost(kind: PageKind, lang: Locale): Promise<Post | undefined> {
  switch (kind) {
    case 'home':
      return (await getSection('heroSlides', lang))[0];
    case 'medicalCentre':
    case 'pharmacy':
    case 'contact':
    case 'sitePlan':
      return (await getSection(kind, lang))[0];
    default:
      return undefined;
  }
}

export async function plazaPageMetadata(
  kind: PageKind,
  lang: Locale,
  options: { page?: number; canonicalPath?: string } = {},
): Promise<Metadata> {
  return withPreviewRobots(
    plazaMetadata(kind, lang, { ...options, image: (await pagePost(kind, lang))?.image }),
  );
}
