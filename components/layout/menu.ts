import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor, type PageKind } from '@/lib/routes';

export type MenuItem = { kind: PageKind; label: string; href: string; children?: MenuItem[] };

/**
 * Spec menu: Home, Directory, Gallery, Paris Medical Center (Square Plan, Directory), Paris Pharmacy,
 * Contact.
 */
export function menuFor(lang: Locale, nav: Dictionary['nav']): MenuItem[] {
  const item = (kind: PageKind): MenuItem => ({ kind, label: nav[kind], href: pathFor(kind, lang) });
  return [
    item('home'),
    item('directory'),
    item('gallery'),
    { ...item('medicalCentre'), children: [item('sitePlan'), item('directory')] },
    item('pharmacy'),
    item('contact'),
  ];
}

/** Every section once, the site plan included (it sits in a submenu): the footer's links and the 404's. */
export function siteLinks(lang: Locale, nav: Dictionary['nav']): MenuItem[] {
  return menuFor(lang, nav).flatMap((item) => [
    item,
    ...(item.children ?? []).filter((child) => child.kind === 'sitePlan'),
  ]);
}
