import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { LOCALES } from '../../lib/i18n/locales';
import { galleryPageCount, PAGE_KINDS, pagedPath, pathFor } from '../../lib/routes';
import { DEFAULT_GALLERY_PARENT } from '../../lib/wordpress/categories';

/**
 * Every address the site answers, derived from the code rather than listed by hand, so a new page or
 * route handler is checked the day it is added: plaza pages from the route table (lib/routes.ts) and the
 * snapshot's gallery size; the other pages, route handlers and metadata files from the app/ folder.
 */
const APP = path.join(process.cwd(), 'app');

type Found = { page: string[]; api: string[]; metadata: string[] };

/** Folder segments → URL path: route groups `(x)` vanish; dynamic segments are left to the route table. */
function walk(dir: string, segments: string[], found: Found) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const group = /^\(.*\)$/.test(entry.name);
      walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name], found);
      continue;
    }
    if (segments.some((segment) => segment.startsWith('['))) continue;
    const url = `/${segments.join('/')}`;
    if (entry.name === 'page.tsx') found.page.push(url);
    else if (entry.name === 'route.ts') found.api.push(url);
    else if (segments.length === 0) {
      const metadata: Record<string, string> = { 'sitemap.ts': '/sitemap.xml', 'robots.ts': '/robots.txt' };
      const icon = entry.name.match(/^icon\.(svg|png|ico)$/);
      if (metadata[entry.name]) found.metadata.push(metadata[entry.name]!);
      else if (icon) found.metadata.push(`/${entry.name}`);
    }
  }
}

const found: Found = { page: [], api: [], metadata: [] };
walk(APP, [], found);

function galleryImages(): number {
  const file = path.join(process.cwd(), 'content/wordpress/media', `parent-${DEFAULT_GALLERY_PARENT}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length;
}

/** Plaza pages in both languages, gallery pages included (as many as the bundled snapshot makes). */
export const PLAZA_ROUTES: string[] = LOCALES.flatMap((lang) => [
  ...PAGE_KINDS.map((kind) => pathFor(kind, lang)),
  ...Array.from({ length: galleryPageCount(galleryImages()) - 1 }, (_, index) =>
    pagedPath('gallery', lang, index + 2),
  ),
]);

/** Every other page: `/`, the /contact alias and the theme's demo pages (app/(theme), app/(theme-2021)). */
export const APP_PAGE_ROUTES: string[] = found.page.sort();

/** Route handlers under app/api, and the search index and directory finder's words each language builds. */
export const API_ROUTES: string[] = found.api.filter((route) => route.startsWith('/api/')).sort();
export const DATA_ROUTES: string[] = [
  ...found.metadata,
  ...LOCALES.flatMap((lang) => [`/${lang}/search-index.json`, `/${lang}/directory-words.json`]),
];

export const ALL_PAGE_ROUTES: string[] = [...PLAZA_ROUTES, ...APP_PAGE_ROUTES];
