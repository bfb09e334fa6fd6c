import * as yup from 'yup';

import type { Locale } from '@/lib/i18n/locales';

/** The one place category ids live, per section and language; WORDPRESS_CATEGORY_MAP overrides entries. */
export const DEFAULT_CATEGORY_MAP = {
  heroSlides: { es: [2], en: [23] },
  about: { es: [4], en: [21] },
  consultingRooms: { es: [5], en: [15] },
  additionalServices: { es: [6], en: [22] },
  medicalGrid: { es: [7], en: [17] },
  availableSpaces: { es: [8], en: [18] },
  testimonials: { es: [9], en: [24] },
  counters: { es: [25], en: [25] },
  contact: { es: [26], en: [26] },
  medicalCentre: { es: [11], en: [14] },
  pharmacy: { es: [12], en: [19] },
  directory: { es: [16, 17], en: [16, 17] },
  sitePlan: { es: [27], en: [27] },
  relatedPosts: { es: [10, 7], en: [10, 7] },
} as const satisfies Record<string, Record<Locale, readonly number[]>>;

export type Section = keyof typeof DEFAULT_CATEGORY_MAP;
export type CategoryMap = Record<Section, Record<Locale, readonly number[]>>;

/** The gallery reads the media attached to this post (spec: media parent id 163). */
export const DEFAULT_GALLERY_PARENT = 163;

const idList = yup.array(yup.number().integer().positive().required()).min(1);

export function parseCategoryMap(json: string | undefined): CategoryMap {
  if (!json) return DEFAULT_CATEGORY_MAP;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('Invalid WORDPRESS_CATEGORY_MAP: not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('Invalid WORDPRESS_CATEGORY_MAP: expected an object of sections');
  }
  const map: CategoryMap = { ...DEFAULT_CATEGORY_MAP };
  for (const [section, value] of Object.entries(parsed)) {
    if (!(section in DEFAULT_CATEGORY_MAP)) {
      throw new Error(`Invalid WORDPRESS_CATEGORY_MAP: unknown section "${section}"`);
    }
    const entry = value as Record<string, unknown>;
    const current = map[section as Section];
    const next: Record<Locale, readonly number[]> = { ...current };
    for (const lang of ['es', 'en'] as const) {
      if (entry?.[lang] === undefined) continue;
      try {
        next[lang] = idList.validateSync(entry[lang], { strict: true }) as number[];
      } catch {
        throw new Error(
          `Invalid WORDPRESS_CATEGORY_MAP: ${section}.${lang} must be a non-empty array of category ids`,
        );
      }
    }
    map[section as Section] = next;
  }
  return map;
}

export function parseGalleryParent(value: string | undefined): number {
  if (!value) return DEFAULT_GALLERY_PARENT;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw new Error('Invalid WORDPRESS_GALLERY_PARENT: expected a post id');
  return id;
}

let cachedMap: CategoryMap | undefined;
export function categoryMap(): CategoryMap {
  cachedMap ??= parseCategoryMap(process.env.WORDPRESS_CATEGORY_MAP);
  return cachedMap;
}

export function galleryParent(): number {
  return parseGalleryParent(process.env.WORDPRESS_GALLERY_PARENT);
}

export function categoriesFor(section: Section, lang: Locale): readonly number[] {
  return categoryMap()[section][lang];
}

/** Derived from the map, so an override keeps it true (docs/architecture.md, "Languages of the content"). */
export function writtenIn(categoryId: number): Locale {
  const map = categoryMap();
  const feedsSpanish = (Object.keys(map) as Section[]).some((section) =>
    map[section].es.includes(categoryId),
  );
  return feedsSpanish ? 'es' : 'en';
}

/** The gallery is one for both sites: its titles, captions and alt texts are written in Spanish. */
export const GALLERY_LANGUAGE: Locale = 'es';

export function medicalDirectoryCategories(lang: Locale): number[] {
  const map = categoryMap();
  const grid = new Set([...map.medicalGrid.es, ...map.medicalGrid.en]);
  return map.directory[lang].filter((id) => grid.has(id));
}

export function sectionsUsing(categoryId: number): Section[] {
  const map = categoryMap();
  return (Object.keys(map) as Section[]).filter((section) =>
    Object.values(map[section]).some((ids) => ids.includes(categoryId)),
  );
}
