import './globals.css';

import type { Metadata } from 'next';
import Link from 'next/link';

import { PLAZA } from '@/lib/plaza';

export const metadata: Metadata = {
  title: `Página no encontrada · Page not found - ${PLAZA.name}`,
  robots: { index: false, follow: true },
};

/** A path outside every route (and outside /es, /en): bilingual, since the language is unknown. */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <main className="container" style={{ padding: '4rem 0' }}>
          <h1>Página no encontrada</h1>
          <p>La dirección que buscó no existe en {PLAZA.name}.</p>
          <p lang="en">Page not found: this address does not exist on {PLAZA.name}.</p>
          <ul>
            <li>
              <Link href="/es">Ir al inicio</Link>
            </li>
            <li lang="en">
              <Link href="/en">Go to the home page</Link>
            </li>
          </ul>
        </main>
      </body>
    </html>
  );
}
