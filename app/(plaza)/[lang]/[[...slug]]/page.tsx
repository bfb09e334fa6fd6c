import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PlazaPage, pagePost } from '@/components/plaza-page';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { galleryPageCount, resolvePage, staticPageParams } from '@/lib/routes';
import { plazaMetadata } from '@/lib/seo';
import { getGallery } from '@/lib/wordpress';

// Every plaza page is pre-rendered at build; an unknown path is a 404 without rendering anything.
export const dynamicParams = false;

/**
 * Gallery pages past the last one are pre-rendered too, as 404s: when editors add pictures, the
 * revalidation that follows turns them into real pages (measured: page 3 answered 200 a second after a
 * media webhook), where a path unknown at build would stay 404 until the next build. Next pre-renders
 * such a 404 as a shell that draws ./not-found.tsx once its script runs; nothing links to a spare page
 * until it has pictures.
 */
const SPARE_GALLERY_PAGES = 3;

export async function generateStaticParams() {
  return staticPageParams(galleryPageCount((await getGallery()).length) + SPARE_GALLERY_PAGES);
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
  return plazaMetadata(kind, lang, { page, image: (await pagePost(kind, lang))?.image });
}

export default async function Page({ params }: PageProps<'/[lang]/[[...slug]]'>) {
  const { lang, kind, page } = await resolve(params);
  return <PlazaPage lang={lang} kind={kind} page={page} />;
}
