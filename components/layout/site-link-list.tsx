import Link from 'next/link';

import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

import { siteLinks } from './menu';

/** Every section of the site as a list of links: the footer's and the not-found page's. */
export function SiteLinkList({ lang, className }: { lang: Locale; className?: string }) {
  return (
    <ul className={className}>
      {siteLinks(lang, getDictionary(lang).nav).map((item) => (
        <li key={item.href}>
          <Link href={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
