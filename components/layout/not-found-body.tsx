import Link from 'next/link';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';

/**
 * The not-found message in both languages, for addresses whose language is unknown (the global not-found
 * page) and the plaza layout's last-resort boundary. No island here: that boundary ships the client code it
 * renders to every plaza page.
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
