import './globals.css';

import type { Metadata } from 'next';
import Link from 'next/link';

import { NotFoundLanguage } from '@/components/layout/not-found-language.client';
import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import { PLAZA } from '@/lib/plaza';

export const metadata: Metadata = {
  title: `${es.notFound.title} · ${en.notFound.title} - ${PLAZA.name}`,
  robots: { index: false, follow: true },
};

/**
 * Every unknown address answers 404 with this page, rendered once at build (no per-request rendering,
 * so floods of junk URLs cost nothing). Next cannot tell it the path's language, so it carries both;
 * a small island keeps the visitor's.
 */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <main className="container" style={{ padding: '4rem 0' }}>
          {[
            { lang: 'es', dict: es.notFound },
            { lang: 'en', dict: en.notFound },
          ].map(({ lang, dict }) => (
            <section key={lang} lang={lang} data-not-found-lang={lang}>
              <h1>{dict.title}</h1>
              <p>{dict.text}</p>
              <p>
                <Link href={`/${lang}`}>{dict.home}</Link>
              </p>
            </section>
          ))}
        </main>
        <NotFoundLanguage />
      </body>
    </html>
  );
}
