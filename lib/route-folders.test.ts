import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { LOCALES, type Locale } from './i18n/locales';
import { PAGE_KINDS, PAGES, type PageKind } from './routes';

/**
 * Each plaza page kind is a route of its own, a folder per slug under app/(plaza)/[lang]/ (so a document
 * inlines only its own CSS), while the route table names the slugs for links, the sitemap and hreflang: a
 * slug without its folder would be a 404, a folder without its slug a page nothing links to.
 */
const LANG_DIR = path.join(process.cwd(), 'app/(plaza)/[lang]');

/** The folders under `[lang]` that are plaza pages: every one with a page.tsx but the not-found page's. */
const pageFolders = readdirSync(LANG_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '404')
  .map((entry) => entry.name)
  .filter((name) => existsSync(path.join(LANG_DIR, name, 'page.tsx')));

const slugs = LOCALES.flatMap((lang) => PAGE_KINDS.map((kind) => ({ kind, lang, slug: PAGES[kind][lang] })));

type PageModule = Record<string, unknown> & { generateStaticParams?: () => unknown };

const pageModule = (...folders: string[]): Promise<PageModule> =>
  import(path.join(LANG_DIR, ...folders, 'page.tsx'));

/** The module each kind's folders re-export: components/routes/<kind in kebab-case>.tsx. */
const kindModulePath = (kind: PageKind) =>
  `@/components/routes/${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// What is checked here is which kind module each folder names, not the pages themselves (the end-to-end
// tests render those): each kind module stands in as exports that name it.
for (const kind of PAGE_KINDS) {
  jest.mock(kindModulePath(kind), () => ({
    __esModule: true,
    default: `${kind} page`,
    generateMetadata: `${kind} metadata`,
  }));
}
jest.mock('@/components/routes/gallery-later', () => ({
  __esModule: true,
  default: 'gallery later page',
  generateMetadata: 'gallery later page metadata',
  laterPageParams: (lang: Locale) => `gallery later pages in ${lang}`,
  SparePageLayout: 'gallery spare page layout',
}));

describe('the plaza page folders', () => {
  it('are exactly the route table’s slugs', () => {
    expect([...pageFolders].sort()).toEqual(
      slugs
        .map(({ slug }) => slug)
        .filter(Boolean)
        .sort(),
    );
  });

  it.each(slugs.filter(({ slug }) => slug))(
    '/$lang/$slug renders the $kind page, in its language only',
    async ({ kind, lang, slug }: { kind: PageKind; lang: Locale; slug: string }) => {
      const page = await pageModule(slug);
      expect(page).toMatchObject({ default: `${kind} page`, generateMetadata: `${kind} metadata` });
      expect(page.generateStaticParams?.()).toEqual([{ lang }]);
      expect(page.dynamicParams).toBe(false);
    },
  );

  it('render the home at the language’s own address', async () => {
    const home = PAGE_KINDS.filter((kind) => LOCALES.every((lang) => PAGES[kind][lang] === ''));
    expect(home).toEqual(['home']);
    const page = await pageModule();
    expect(page).toMatchObject({ default: 'home page', generateMetadata: 'home metadata' });
    expect(page.dynamicParams).toBe(false);
  });

  it('give the gallery, and only the gallery, numbered pages', async () => {
    const paged = pageFolders.filter((folder) => existsSync(path.join(LANG_DIR, folder, '[page]')));
    expect(paged.sort()).toEqual(LOCALES.map((lang) => PAGES.gallery[lang]).sort());
    for (const folder of paged) {
      expect(readdirSync(path.join(LANG_DIR, folder))).toEqual(['[page]', 'page.tsx']);
      const lang = LOCALES.find((locale) => PAGES.gallery[locale] === folder);
      expect(await pageModule(folder, '[page]')).toMatchObject({
        default: 'gallery later page',
        generateMetadata: 'gallery later page metadata',
        generateStaticParams: `gallery later pages in ${lang}`,
        dynamicParams: false,
      });
      expect(await import(path.join(LANG_DIR, folder, '[page]', 'layout.tsx'))).toMatchObject({
        default: 'gallery spare page layout',
      });
    }
  });
});
