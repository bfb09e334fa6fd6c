import '../globals.css';

import type { Metadata } from 'next';

import { NoscriptStyles } from '@/components/ui/noscript-styles';
import { serverEnv } from '@/lib/env';

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(serverEnv().siteUrl) };
}

/** Root layout of `/contact`, the English contact page kept at the old theme's address. */
export default function EnglishAliasLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <NoscriptStyles />
      </head>
      <body>{children}</body>
    </html>
  );
}
