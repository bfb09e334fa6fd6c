import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { assertLocale } from '@/lib/i18n/assert-locale';
import { getDictionary } from '@/lib/i18n/dictionary';
import { resolvePage, staticPageParams } from '@/lib/routes';
import { getSection } from '@/lib/wordpress';

export const dynamicParams = false;

export function generateStaticParams() {
  return staticPageParams();
}

async function resolve(params: PageProps<'/[lang]/[[...slug]]'>['params']) {
  const { lang: rawLang, slug } = await params;
  const lang = assertLocale(rawLang);
  const kind = resolvePage(lang, slug);
  if (!kind) notFound();
  return { lang, kind };
}

export async function generateMetadata({ params }: PageProps<'/[lang]/[[...slug]]'>): Promise<Metadata> {
  const { lang } = await resolve(params);
  const meta = getDictionary(lang).meta.home;
  return { title: meta.title, description: meta.description, keywords: meta.keywords };
}

export default async function PlazaPage({ params }: PageProps<'/[lang]/[[...slug]]'>) {
  const { lang, kind } = await resolve(params);
  const slides = await getSection('heroSlides', lang);
  return (
    <main id="main">
      <h1>{kind}</h1>
      <ul>
        {slides.map((slide) => (
          <li key={slide.id}>{slide.title}</li>
        ))}
      </ul>
    </main>
  );
}
