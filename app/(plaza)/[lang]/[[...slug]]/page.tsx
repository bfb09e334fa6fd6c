import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PlazaPage, pagePost } from '@/components/plaza-page';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { withPreviewRobots } from '@/lib/preview/metadata';
import { prerenderedGalleryPages, resolvePage, staticPageParams } from '@/lib/routes';
import { plazaMetadata } from '@/lib/seo';
import { getGallery } from '@/lib/wordpress';

// Every plaza page is pre-rendered at build; an unknown path is a 404 without rendering anything.
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
  return withPreviewRobots(plazaMetadata(kind, lang, { page, image: (await pagePost(kind, lang))?.image }));
}

export default async function Page({ params }: PageProps<'/[lang]/[[...slug]]'>) {
  const { lang, kind, page } = await resolve(params);
  return <PlazaPage lang={lang} kind={kind} page={page} />;
}
