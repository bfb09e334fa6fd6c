import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { NotFoundStatus } from '@/components/layout/not-found-status';
import { PlazaPage, isSparePage, pagePost } from '@/components/plaza-page';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { prerenderedGalleryPages, resolvePage, staticPageParams } from '@/lib/routes';
import { notFoundMetadata, plazaMetadata } from '@/lib/seo';
import { getGallery } from '@/lib/wordpress';

// Every plaza page is pre-rendered at build; an unknown path is a 404 without rendering anything: the
// `fallback` rewrite in next.config.mjs serves it the pre-rendered `/<lang>/404`.
export const dynamicParams = false;

export async function generateStaticParams() {
  return staticPageParams(prerenderedGalleryPages((await getGallery()).length));
}

async function resolve(params: PageProps<'/[lang]/[[...slug]]'>['params']) {
  const { lang: rawLang, slug } = await params;
  const lang = assertLocale(rawLang);
  const resolved = resolvePage(lang, slug);
  if (!resolved) notFound();
  return { lang, ...resolved };
}

export async function generateMetadata({ params }: PageProps<'/[lang]/[[...slug]]'>): Promise<Metadata> {
  const { lang, kind, page } = await resolve(params);
  if (await isSparePage(kind, page)) return notFoundMetadata(lang);
  return plazaMetadata(kind, lang, { page, image: (await pagePost(kind, lang))?.image });
}

/** A spare gallery page only sets the 404 status: this segment's layout draws the not-found page. */
export default async function Page({ params }: PageProps<'/[lang]/[[...slug]]'>) {
  const { lang, kind, page } = await resolve(params);
  if (await isSparePage(kind, page)) return <NotFoundStatus />;
  return <PlazaPage lang={lang} kind={kind} page={page} />;
}
