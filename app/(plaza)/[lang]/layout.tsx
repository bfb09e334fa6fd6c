import '../../globals.css';

import type { Metadata, Viewport } from 'next';

import { NoscriptStyles } from '@/components/ui/noscript-styles';
import { serverEnv } from '@/lib/env';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { LOCALES } from '@/lib/i18n/locales';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(serverEnv().siteUrl) };
}

export const viewport: Viewport = { themeColor: '#0b5c7a' };

export default async function PlazaLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = assertLocale((await params).lang);
  return (
    <html lang={lang}>
      <head>
        <NoscriptStyles />
      </head>
      <body>{children}</body>
    </html>
  );
}
