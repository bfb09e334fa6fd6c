import type { Metadata } from 'next';
import Link from 'next/link';

import { LanguageDetect } from '@/components/layout/language-detect.client';
import { getDictionary } from '@/lib/i18n/dictionary';
import { PLAZA } from '@/lib/plaza';

import styles from './page.module.css';

export const metadata: Metadata = {
  title: PLAZA.name,
  alternates: { canonical: '/', languages: { es: '/es', en: '/en', 'x-default': '/' } },
};

export default function LanguageDetectionPage() {
  const es = getDictionary('es');
  const en = getDictionary('en');
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{PLAZA.name}</h1>
      <p role="status">{es.detect.detecting}</p>
      {/* Without JavaScript (or while detecting) both languages stay one tap away. */}
      <nav aria-label={`${es.detect.choose} / ${en.detect.choose}`}>
        <ul className={styles.choices}>
          <li>
            <Link href="/es" hrefLang="es" lang="es">
              Español
            </Link>
          </li>
          <li>
            <Link href="/en" hrefLang="en" lang="en">
              English
            </Link>
          </li>
        </ul>
      </nav>
      <LanguageDetect />
    </main>
  );
}
