import 'server-only';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import type { Locale } from '@/lib/i18n/locales';
import {
  SECTIONS_PATH,
  SIGNATURE_HEADER,
  signedRequestText,
  TIMESTAMP_HEADER,
  verifyWebhook,
} from '@/lib/companion/contract';
import { noStoreJson } from '@/lib/http/reply';
import { PAGE_KINDS, PAGES, pathFor, type PageKind } from '@/lib/routes';
import { categoryMap, galleryParent, type CategoryMap, type Section } from '@/lib/wordpress/categories';

import { pagesWithPosts, type PageTarget } from './targets';

/** Bumped when the reply's shape changes; the plugin names both when they differ. */
export const SECTIONS_VERSION = 1;

const LABELS = { es: es.preview.sections, en: en.preview.sections } as const;
const label = (key: keyof typeof en.preview.sections): Record<Locale, string> => ({
  es: LABELS.es[key],
  en: LABELS.en[key],
});

export type SectionEntry = {
  section: Section;
  label: Record<Locale, string>;
  categories: Record<Locale, readonly number[]>;
  /** The page that shows it in each language; null for sections of the theme's demo pages. */
  pages: Record<Locale, string> | null;
};

export type SectionMap = {
  version: number;
  sections: SectionEntry[];
  gallery: { parent: number; label: Record<Locale, string>; pages: Record<Locale, string> };
  /** In the order a post's page is chosen: "View" in WordPress takes the first. */
  pages: PageTarget[];
};

const pageOf = (section: Section): PageKind | undefined =>
  PAGE_KINDS.find((kind) => (PAGES[kind].sections as readonly Section[]).includes(section));

export function sectionMap(map: CategoryMap = categoryMap()): SectionMap {
  const onPages = PAGE_KINDS.flatMap((kind) => PAGES[kind].sections as readonly Section[]);
  const order = [...new Set([...onPages, ...(Object.keys(map) as Section[])])];
  return {
    version: SECTIONS_VERSION,
    sections: order.map((section) => {
      const kind = pageOf(section);
      return {
        section,
        label: label(section),
        categories: map[section],
        pages: kind ? { es: pathFor(kind, 'es'), en: pathFor(kind, 'en') } : null,
      };
    }),
    gallery: {
      parent: galleryParent(),
      label: label('gallery'),
      pages: { es: pathFor('gallery', 'es'), en: pathFor('gallery', 'en') },
    },
    pages: pagesWithPosts(map),
  };
}

const reply = (status: number, body: unknown) => noStoreJson(body, { status, visitor: true });

/** GET /api/preview/sections, signed like a webhook: WordPress's "View" links read the one map from here. */
export function handleSections(
  request: Request,
  { secret, now = Date.now() }: { secret: string | null; now?: number },
): Response {
  if (!secret) return reply(404, { ok: false, status: 'not_found' });
  const check = verifyWebhook(
    secret,
    { timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER) },
    signedRequestText('GET', SECTIONS_PATH),
    now,
    'sections',
  );
  if (check !== 'ok')
    return reply(401, { ok: false, status: check === 'expired' ? 'timestamp_expired' : 'signature_invalid' });
  return reply(200, sectionMap());
}
