import type { ReactNode } from 'react';

import { NotFoundStatus } from '@/components/layout/not-found-status';
import { PlazaNotFound } from '@/components/layout/plaza-not-found';
import type { Locale } from '@/lib/i18n/locales';
import { langOf, plazaPageMetadata } from '@/lib/plaza-page';
import { galleryPageCount, prerenderedGalleryPages } from '@/lib/routes';
import { notFoundMetadata } from '@/lib/seo';
import { getGallery } from '@/lib/wordpress';

import { Gallery } from './gallery';

/**
 * The gallery's later pages, `/es/galeria/<n>` and `/en/gallery/<n>` (the `[page]` folders), spares
 * included. A module apart from gallery.tsx, so that the first page never carries the not-found page's CSS.
 */
type PagedParams = { params: Promise<{ lang: string; page: string }> };

async function pagedOf(params: PagedParams['params']) {
  return { lang: await langOf(params), page: Number((await params).page) };
}

/**
 * A gallery page past the last picture: pre-rendered (a spare, so the gallery can grow without a build) but
 * shown as the not-found page until editors add pictures.
 */
const isSparePage = async (page: number) => page > galleryPageCount((await getGallery()).length);

/** The later pages one language pre-renders, from 2: the real ones and the spares. */
export const laterPageParams = (lang: Locale) => async () =>
  Array.from({ length: prerenderedGalleryPages((await getGallery()).length) - 1 }, (_, index) => ({
    lang,
    page: String(index + 2),
  }));

export async function generateMetadata({ params }: PagedParams) {
  const { lang, page } = await pagedOf(params);
  if (await isSparePage(page)) return notFoundMetadata(lang);
  return plazaPageMetadata('gallery', lang, { page });
}

/** A spare page only sets the 404 status: its layout (SparePageLayout) draws the not-found page. */
export default async function GalleryLaterPageRoute({ params }: PagedParams) {
  const { lang, page } = await pagedOf(params);
  if (await isSparePage(page)) return <NotFoundStatus />;
  return <Gallery lang={lang} page={page} />;
}

/**
 * Passes a gallery page through, but draws a spare one as the plaza's not-found page around its 404 status
 * (see `/[lang]/404`): in full in the HTML, in the address's language. When pictures are added,
 * revalidation turns the spare into a gallery page.
 */
export async function SparePageLayout({ children, params }: PagedParams & { children: ReactNode }) {
  const { lang, page } = await pagedOf(params);
  if (await isSparePage(page)) return <PlazaNotFound lang={lang}>{children}</PlazaNotFound>;
  return children;
}
