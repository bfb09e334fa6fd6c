import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ContactSection } from '@/components/contact/contact-section';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { getDictionary } from '@/lib/i18n/dictionary';
import { PAGES, pathFor, resolvePage, staticPageParams } from '@/lib/routes';
import { getGallery, getSection } from '@/lib/wordpress';

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

// Provisional body until the full screens land: every WordPress title the page's sections hold.
export default async function PlazaPage({ params }: PageProps<'/[lang]/[[...slug]]'>) {
  const { lang, kind } = await resolve(params);
  const page = PAGES[kind];
  const sections = await Promise.all(page.sections.map(async (section) => ({ section, posts: await getSection(section, lang) })));
  const gallery = 'gallery' in page ? await getGallery() : [];
  return (
    <main id="main">
      <h1>{kind}</h1>
      {sections.map(({ section, posts }) => (
        <section key={section} aria-label={section}>
          <ul>
            {posts.map((post) => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        </section>
      ))}
      {gallery.length ? (
        <ul>
          {gallery.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      ) : null}
      {kind === 'contact' || kind === 'pharmacy' ? <ContactSection lang={lang} variant={kind} returnPath={pathFor(kind, lang)} /> : null}
    </main>
  );
}
