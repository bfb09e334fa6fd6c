import '../globals.css';

import type { Metadata } from 'next';

import { serverEnv } from '@/lib/env';

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(serverEnv().siteUrl) };
}

/** Root layout of the language-neutral pages: `/` (language detection) and `/contact`. */
export default function SiteLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
