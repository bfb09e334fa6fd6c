import '../globals.css';

import type { Metadata } from 'next';

import { ThemeFooter } from '@/app/(theme)/_components/theme-footer';
import { ThemeHeader } from '@/app/(theme)/_components/theme-header';
import { NoscriptStyles } from '@/components/ui/noscript-styles';
import { DEMO_LANGUAGES, THEME_MENU } from '@/app/(theme)/_content/menu';
import { serverEnv } from '@/lib/env';

/**
 * Root layout of the purchased theme's demo pages. Placeholder agency content in English: kept out of
 * search (`noindex, follow`, not in the sitemap) so it never competes with the plaza's pages.
 */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    robots: { index: false, follow: true },
  };
}

export default function ThemeLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <NoscriptStyles />
      </head>
      <body>
        <ThemeHeader menu={THEME_MENU} languages={DEMO_LANGUAGES} />
        <main id="main">{children}</main>
        <ThemeFooter />
      </body>
    </html>
  );
}
