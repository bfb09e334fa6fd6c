import Link from 'next/link';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';

/**
 * The not-found message in both languages: Next renders not-found pages without the path's language.
 * No island here: the plaza layout's not-found boundary ships the client code this renders to every plaza
 * page (the language island cost each page 3.5 kB of gzip); the global not-found page adds it itself.
 */
export function NotFoundBody() {
  return (
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
  );
}
