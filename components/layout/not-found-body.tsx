import Link from 'next/link';

import { NotFoundLanguage } from '@/components/layout/not-found-language.client';
import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';

/**
 * The not-found message in both languages (Next renders not-found pages without the path's language);
 * with JavaScript the island keeps the block of the address's language.
 */
export function NotFoundBody() {
  return (
    <>
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
    </>
  );
}
