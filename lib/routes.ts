import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { SEARCH_SECTIONS } from '@/lib/search/types';
import { categoryMap, galleryParent, type CategoryMap, type Section } from '@/lib/wordpress/categories';
import { TAGS } from '@/lib/wordpress/tags';

/** The one route table that menus, hreflang, the sitemap, cache tags and the preview derive from. */
type PageEntry = Record<Locale, string> & {
  sections: readonly Section[];
  gallery?: true;
};

export const PAGES = {
  home: {
    es: '',
    en: '',
    sections: [
      'heroSlides',
      'counters',
      'about',
      'consultingRooms',
      'additionalServices',
      'medicalGrid',
      'availableSpaces',
      'testimonials',
    ],
  },
  directory: { es: 'directorio', en: 'directory', sections: ['directory'] },
  gallery: { es: 'galeria', en: 'gallery', sections: [], gallery: true },
  medicalCentre: { es: 'centro-medico-paris', en: 'paris-medical-center', sections: ['medicalCentre'] },
  pharmacy: { es: 'farmacia-paris', en: 'paris-pharmacy', sections: ['pharmacy'] },
  contact: { es: 'contacto', en: 'contact', sections: ['contact'] },
  sitePlan: { es: `plano-${PLAZA.slug}`, en: 'square-plan', sections: ['sitePlan'] },
} as const satisfies Record<string, PageEntry>;

export type PageKind = keyof typeof PAGES;

/** What every plaza page reads besides its own sections: the opening hours of its footer and JSON-LD. */
export const EVERY_PAGE_SECTIONS = ['counters'] as const satisfies readonly Section[];

export const sectionsOf = (kind: PageKind): readonly Section[] => [
  ...EVERY_PAGE_SECTIONS,
  ...PAGES[kind].sections,
];
export const PAGE_KINDS = Object.keys(PAGES) as PageKind[];

/** The WordPress categories some sections read in one language (cache tags, the pages a preview opens). */
export function categoriesOf(sections: readonly Section[], lang: Locale, map: CategoryMap): number[] {
  return [...new Set(sections.flatMap((section) => map[section][lang]))];
}

export function pathFor(kind: PageKind, lang: Locale): string {
  const slug = PAGES[kind][lang];
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

/** The English contact page also answers at the theme's old address (`app/(english-alias)/contact`). */
export const CONTACT_ALIAS = { path: '/contact', kind: 'contact', lang: 'en' } as const satisfies {
  path: string;
  kind: PageKind;
  lang: Locale;
};

export function plazaPaths(): string[] {
  return [...LOCALES.flatMap((lang) => PAGE_KINDS.map((kind) => pathFor(kind, lang))), CONTACT_ALIAS.path];
}

/** Spec: the gallery shows 20 images per page; later pages live at `<gallery path>/<n>`. */
export const GALLERY_PAGE_SIZE = 20;

export type ResolvedPage = { kind: PageKind; page: number };

const findKind = (lang: Locale, path: string) =>
  PAGE_KINDS.find((kind) => PAGES[kind][lang] === path) ?? null;

/** An address's segments after the language → page kind and page number, or null: is it a plaza page. */
export function resolvePage(lang: Locale, slug: readonly string[] | undefined): ResolvedPage | null {
  const parts = slug ?? [];
  const kind = findKind(lang, parts.join('/'));
  if (kind) return { kind, page: 1 };
  // Only the gallery pages; `/1` is not an alias of the bare path (one URL per page).
  const [first, number, ...rest] = parts;
  if (first && number && !rest.length && /^[1-9][0-9]{0,3}$/.test(number) && number !== '1') {
    if (findKind(lang, first) === 'gallery') return { kind: 'gallery', page: Number(number) };
  }
  return null;
}

export function pagedPath(kind: PageKind, lang: Locale, page = 1): string {
  return page > 1 ? `${pathFor(kind, lang)}/${page}` : pathFor(kind, lang);
}

export const galleryPageCount = (images: number) => Math.max(1, Math.ceil(images / GALLERY_PAGE_SIZE));

/** Spare gallery pages are pre-rendered as 404s, so new pictures become pages at the next revalidation. */
const SPARE_GALLERY_PAGES = 3;

export const prerenderedGalleryPages = (images: number) => galleryPageCount(images) + SPARE_GALLERY_PAGES;

/** generateStaticParams of a one-language folder: the other language's address stays a 404. */
export const onlyIn = (lang: Locale) => () => [{ lang }];

export function alternatesFor(kind: PageKind): Record<Locale, string> {
  return { es: pathFor(kind, 'es'), en: pathFor(kind, 'en') };
}

type Reader = { path: string; lang: Locale; sections: readonly Section[]; gallery?: boolean };

function readers(): Reader[] {
  return [
    ...LOCALES.flatMap((lang) => [
      ...PAGE_KINDS.map((kind) => ({
        path: pathFor(kind, lang),
        lang,
        sections: sectionsOf(kind),
        gallery: 'gallery' in PAGES[kind],
      })),
      {
        path: `/${lang}/search-index.json`,
        lang,
        sections: SEARCH_SECTIONS,
      },
      { path: `/${lang}/directory-words.json`, lang, sections: ['directory'] as const },
    ]),
    { path: CONTACT_ALIAS.path, lang: CONTACT_ALIAS.lang, sections: sectionsOf(CONTACT_ALIAS.kind) },
    ...['/blog-details', '/blog-details-sidebar', '/blog-details-v2', '/blog-details-v3'].map((path) => ({
      path,
      lang: 'en' as const,
      sections: ['relatedPosts'] as const,
    })),
  ];
}

function tagsOf({ lang, sections, gallery }: Reader): string[] {
  const tags = categoriesOf(sections, lang, categoryMap()).map(TAGS.category);
  if (gallery) tags.push(TAGS.media(galleryParent()));
  return tags;
}

/** `paged` when its later pages live at `<path>/<n>`. */
export type TaggedAddress = { path: string; tags: string[]; paged: boolean };

/** What the webhook regenerates (pathsForTags) and the HTTP cache purges by (lib/cache/tag-header.ts). */
export function taggedAddresses(): TaggedAddress[] {
  return readers().map((reader) => ({ path: reader.path, tags: tagsOf(reader), paged: !!reader.gallery }));
}

/** The addresses one of `tags` feeds (the gallery's first page only; see galleryPagePaths). */
export function pathsForTags(tags: readonly string[]): string[] {
  const wanted = new Set(tags);
  return taggedAddresses()
    .filter((address) => address.tags.some((tag) => wanted.has(tag)))
    .map(({ path }) => path);
}
