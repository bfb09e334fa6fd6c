import './globals.css';

import type { Metadata } from 'next';

import { NotFoundBody } from '@/components/layout/not-found-body';
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
 * so floods of junk URLs cost nothing).
 */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <NotFoundBody />
        {/* With JavaScript, only the block of the address's language stays. */}
        <NotFoundLanguage />
      </body>
    </html>
  );
}
