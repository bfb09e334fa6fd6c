import '../globals.css';

import type { Metadata } from 'next';

import { RevealNoscript } from '@/components/ui/reveal-noscript';
import { serverEnv } from '@/lib/env';

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(serverEnv().siteUrl) };
}

/** Root layout of `/contact`, the English contact page kept at the old theme's address. */
export default function EnglishAliasLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <RevealNoscript />
      </head>
      <body>{children}</body>
    </html>
  );
}
