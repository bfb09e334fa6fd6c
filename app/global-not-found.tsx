import './globals.css';

import type { Metadata } from 'next';

import { NotFoundBody } from '@/components/layout/not-found-body';
import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import { PLAZA } from '@/lib/plaza';

export const metadata: Metadata = {
  title: `${es.notFound.title} · ${en.notFound.title} - ${PLAZA.name}`,
  robots: { index: false, follow: true },
};

/**
 * An unknown address outside the plaza's languages (`/fr`, `/nope`) answers 404 with this page, rendered
 * once at build (no per-request rendering, so floods of junk URLs cost nothing). Its language is unknown, so
 * it speaks both; unknown `/es/…` and `/en/…` addresses get the plaza's own (app/(plaza)/[lang]/404).
 */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <NotFoundBody />
      </body>
    </html>
  );
}
