import '../globals.css';

import type { Metadata } from 'next';

import { ThemeFooter } from '@/app/(theme)/_components/theme-footer';
import { ThemeHeader } from '@/app/(theme)/_components/theme-header';
import { NoscriptStyles } from '@/components/ui/noscript-styles';
import { ABOUT_ME_FOOTER_YEAR } from '@/app/(theme)/_content/about';
import { DEMO_LANGUAGES, THEME_MENU } from '@/app/(theme)/_content/menu';

import { generateMetadata as themeMetadata } from '../(theme)/layout';

/**
 * The theme layout once more, for the one demo page whose footer shows a fixed year (spec: 2021, on
 * /about-me). The theme root layout renders its footer itself and a nested layout cannot replace it,
 * so this page has a sibling root layout: same header, same metadata (noindex, follow), other year.
 * Keep it in step with app/(theme)/layout.tsx.
 */
export function generateMetadata(): Metadata {
  return themeMetadata();
}

export default function ThemeFixedYearLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <NoscriptStyles />
      </head>
      <body>
        <ThemeHeader menu={THEME_MENU} languages={DEMO_LANGUAGES} />
        <main id="main">{children}</main>
        <ThemeFooter year={ABOUT_ME_FOOTER_YEAR} />
      </body>
    </html>
  );
}
