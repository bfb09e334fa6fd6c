import 'server-only';

import { assertLocale } from '@/lib/i18n/assert-locale';
import { getDictionary } from '@/lib/i18n/dictionary';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PAGE_KINDS, pathFor } from '@/lib/routes';
import { getSection, type Post } from '@/lib/wordpress';
import { htmlToText } from '@/lib/wordpress/sanitize';

import { SEARCH_SECTIONS, type DirectoryWords, type SearchEntry } from './types';
import { searchWords } from './words';

export const providerAnchor = (slug: string, id: number) => `proveedor-${slug || id}`;

/** A provider's place in the directory: the finder filtered to its name, scrolled to its card. */
export const providerHref = (directory: string, post: { title: string; slug: string; id: number }) =>
  `${directory}?${new URLSearchParams({ q: post.title })}#${providerAnchor(post.slug, post.id)}`;

/** What the header search finds, from the same cached reads as the pages, so as fresh as they are. */
export async function buildSearchIndex(lang: Locale): Promise<SearchEntry[]> {
  const dict = getDictionary(lang);
  // Typed by SEARCH_SECTIONS, from which the webhook refreshes the index.
  const read = (section: (typeof SEARCH_SECTIONS)[number]) => getSection(section, lang);
  const [providers, rooms, services, medicalGrid] = await Promise.all([
    read('directory'),
    read('consultingRooms'),
    read('additionalServices'),
    read('medicalGrid'),
  ]);
  const directory = pathFor('directory', lang);
  const entries: SearchEntry[] = [
    ...PAGE_KINDS.map((kind) => ({
      id: `page-${kind}`,
      kind: 'page' as const,
      title: dict.nav[kind],
      text: dict.meta[kind].description,
      href: pathFor(kind, lang),
    })),
    ...providers.map((post) => ({
      id: `provider-${post.id}`,
      kind: 'provider' as const,
      title: post.title,
      titleLang: post.textLang.title,
      text: [post.fields.descripcion, post.excerpt].filter(Boolean).join(' '),
      href: providerHref(directory, post),
    })),
    ...[...rooms, ...services].map((post) => ({
      id: `service-${post.id}`,
      kind: 'service' as const,
      title: post.title,
      titleLang: post.textLang.title,
      text: post.excerpt,
      href: directory,
    })),
    ...dict.medicalCentre.areas.flatMap((area) =>
      area.items.map((item, index) => ({
        id: `area-${area.title}-${index}`,
        kind: 'service' as const,
        title: item,
        text: area.title,
        href: pathFor('medicalCentre', lang),
      })),
    ),
    ...medicalGrid.map((post) => ({
      id: `medical-${post.id}`,
      kind: 'service' as const,
      title: post.title,
      titleLang: post.textLang.title,
      text: post.excerpt,
      href: pathFor('medicalCentre', lang),
    })),
  ];
  // A post in several sections is listed once, under its first (most specific) entry.
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.title}|${entry.href}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

/** Each provider's words in both languages, served apart (docs/architecture.md, "The directory finder"). */
export async function buildDirectoryWords(lang: Locale): Promise<DirectoryWords> {
  const [providers, otherLanguage] = await Promise.all([
    getSection('directory', lang),
    getSection('directory', lang === 'es' ? 'en' : 'es'),
  ]);
  const other = new Map(otherLanguage.map((post) => [post.id, post]));
  const wordsOf = (...versions: Post[]) =>
    searchWords(
      versions.flatMap((post) => [post.title, post.fields.descripcion, post.excerpt, htmlToText(post.html)]),
    );
  return Object.fromEntries(providers.map((post) => [post.id, wordsOf(post, other.get(post.id) ?? post)]));
}

/** A per-language search data route; Next reads its segment config only as literals in the route file. */
export function searchDataRoute(build: (lang: Locale) => Promise<unknown>) {
  return {
    generateStaticParams: () => LOCALES.map((lang) => ({ lang })),
    GET: async (_request: Request, { params }: { params: Promise<{ lang: string }> }) =>
      Response.json(await build(assertLocale((await params).lang))),
  };
}
