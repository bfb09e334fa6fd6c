import { DEFAULT_CATEGORY_MAP, parseCategoryMap, type CategoryMap } from '@/lib/wordpress/categories';

import { pagesShowing, pagesWithPosts, returnPath } from './targets';

const paths = (categories: number[], map: CategoryMap = DEFAULT_CATEGORY_MAP) =>
  pagesShowing(categories, map).map((page) => page.path);

describe('the page a post opens on', () => {
  it('lists the Spanish pages first, then the English ones, in the menu’s order, the gallery left out', () => {
    expect(pagesWithPosts(DEFAULT_CATEGORY_MAP).map((page) => page.path)).toEqual([
      '/es',
      '/es/directorio',
      '/es/centro-medico-paris',
      '/es/farmacia-paris',
      '/es/contacto',
      '/es/plano-plaza-paris',
      '/en',
      '/en/directory',
      '/en/paris-medical-center',
      '/en/paris-pharmacy',
      '/en/contact',
      '/en/square-plan',
    ]);
  });

  it('opens a directory entry on the Spanish directory, and links the English one', () => {
    expect(paths([16])).toEqual(['/es/directorio', '/en/directory']);
  });

  it('opens an English-only category on its English page', () => {
    expect(paths([23])).toEqual(['/en']);
    expect(paths([14])).toEqual(['/en/paris-medical-center']);
  });

  it('opens a post in several sections on the first, in the post’s language', () => {
    // 17: the directory in both languages and the English home's medical grid.
    expect(paths([17])).toEqual(['/es/directorio', '/en', '/en/directory']);
    expect(paths([16, 7])[0]).toBe('/es');
  });

  it('follows WORDPRESS_CATEGORY_MAP', () => {
    const moved = parseCategoryMap('{"pharmacy":{"es":[10]}}');
    expect(paths([12], moved)).toEqual([]);
    expect(paths([10], moved)).toEqual(['/es/farmacia-paris']);
  });

  it('has no page for a category the site does not show', () => {
    expect(paths([1, 99])).toEqual([]);
  });
});

describe('where "Exit preview" returns', () => {
  it('to the plaza page the editor was on', () => {
    for (const path of ['/es', '/en/directory', '/es/galeria/2', '/contact', '/en/square-plan'])
      expect(returnPath(path)).toBe(path);
  });

  it('home for anything else: another site, a theme page, an unknown page, nothing', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/es/no-such-page',
      '/fr',
      '/api/revalidate',
      '',
      null,
    ])
      expect(returnPath(path)).toBe('/');
  });
});
