import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/layout/scroll-to-top.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PreviewBar } from '@/components/preview/preview-bar';
import { ArrowUpIcon } from '@/components/ui/icons';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { withPreviewRobots } from '@/lib/preview/metadata';
import { pagedPath, pathFor, type PageKind } from '@/lib/routes';
import { breadcrumbJsonLd, jsonLdScript, organisationJsonLd, plazaMetadata } from '@/lib/seo';
import { getOpeningHours, getSection, type Post } from '@/lib/wordpress';

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

/** A plaza page's title, description, canonical, hreflang and share card (noindex in preview). */
export async function plazaPageMetadata(
  kind: PageKind,
  lang: Locale,
  options: { page?: number; canonicalPath?: string } = {},
): Promise<Metadata> {
  return withPreviewRobots(
    plazaMetadata(kind, lang, { ...options, image: (await pagePost(kind, lang))?.image }),
  );
}

/**
 * Header, the page's screen (`children`), footer, scroll-to-top and structured data: every plaza page.
 * `path` is where the page is served (`/contact` for the English alias): forms post back there.
 */
export async function PlazaPage({
  lang,
  kind,
  page = 1,
  path = pathFor(kind, lang),
  children,
}: {
  lang: Locale;
  kind: PageKind;
  page?: number;
  path?: string;
  children: ReactNode;
}) {
  const dict = getDictionary(lang);
  const [post, hours] = await Promise.all([pagePost(kind, lang), getOpeningHours(lang)]);
  const jsonLd = jsonLdScript([
    ...organisationJsonLd(kind, lang, post?.image, hours),
    breadcrumbJsonLd(kind, lang, page),
  ]);
  return (
    <>
      <PreviewBar lang={lang} kind={kind} path={page > 1 ? pagedPath(kind, lang, page) : path} />
      <SiteHeader lang={lang} kind={kind} page={page} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter lang={lang} />
      <ScrollToTop label={dict.nav.scrollTop} icon={<ArrowUpIcon />} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
