import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/layout/scroll-to-top.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PreviewBar } from '@/components/preview/preview-bar';
import { ArrowUpIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pagePost } from '@/lib/plaza-page';
import { pagedPath, pathFor, type PageKind } from '@/lib/routes';
import { breadcrumbJsonLd, jsonLdScript, organisationJsonLd } from '@/lib/seo';
import { getOpeningHours } from '@/lib/wordpress';

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
