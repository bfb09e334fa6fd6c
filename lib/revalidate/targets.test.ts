import { PAGE_KINDS, pathFor, pathsForTags } from '@/lib/routes';

import { galleryPagePaths, tagsForChange, touchesGallery } from './targets';

const post = (categories: number[], extra: Record<string, unknown> = {}) => ({
  id: 1,
  type: 'post',
  status: 'publish',
  categories,
  ...extra,
});

describe('tagsForChange', () => {
  it('maps each category the site reads to its tag, old and new alike', () => {
    expect(tagsForChange(post([16]))).toEqual(['wp:category:16']);
    expect(tagsForChange(post([16, 23, 16]))).toEqual(['wp:category:16', 'wp:category:23']);
  });

  it('ignores categories no section reads', () => {
    expect(tagsForChange(post([1, 999]))).toEqual([]);
  });

  it('refreshes the gallery for attachments of its parent post only', () => {
    expect(tagsForChange(post([], { type: 'attachment', parent: 163 }))).toEqual(['wp:media:163']);
    expect(tagsForChange(post([], { type: 'attachment', parent: 12 }))).toEqual([]);
    expect(tagsForChange(post([], { id: 163 }))).toEqual([]);
  });
});

describe('pathsForTags', () => {
  it("a directory category: both directory pages, both search indexes and both finders' words", () => {
    expect(pathsForTags(['wp:category:16']).sort()).toEqual(
      [
        '/en/directory',
        '/en/directory-words.json',
        '/en/search-index.json',
        '/es/directorio',
        '/es/directory-words.json',
        '/es/search-index.json',
      ].sort(),
    );
  });

  it('category 17 also feeds the English home grid; category 7 the Spanish one and the demo related posts', () => {
    expect(pathsForTags(['wp:category:17'])).toEqual(
      expect.arrayContaining(['/en', '/en/directory', '/es/directorio']),
    );
    expect(pathsForTags(['wp:category:17'])).not.toContain('/es');
    expect(pathsForTags(['wp:category:7'])).toEqual(
      expect.arrayContaining(['/es', '/es/search-index.json', '/blog-details', '/blog-details-v3']),
    );
    expect(pathsForTags(['wp:category:7'])).not.toContain('/en');
  });

  it('the contact post: both contact pages and the English alias', () => {
    expect(pathsForTags(['wp:category:26']).sort()).toEqual(['/contact', '/en/contact', '/es/contacto']);
  });

  it('the counters post: every plaza page in both languages (the footer shows its opening hours)', () => {
    const plaza = ['es', 'en'].flatMap((lang) =>
      PAGE_KINDS.map((kind) => pathFor(kind, lang as 'es' | 'en')),
    );
    expect(pathsForTags(['wp:category:25']).sort()).toEqual([...plaza, '/contact'].sort());
  });

  it('the gallery tag: the gallery pages', () => {
    expect(pathsForTags(['wp:media:163'])).toEqual(['/es/galeria', '/en/gallery']);
  });

  it('nothing for no tags', () => {
    expect(pathsForTags([])).toEqual([]);
  });
});

describe('galleryPagePaths', () => {
  it("the gallery's later pages in both languages, spares included", () => {
    expect(galleryPagePaths(4)).toEqual([
      '/es/galeria/2',
      '/es/galeria/3',
      '/es/galeria/4',
      '/en/gallery/2',
      '/en/gallery/3',
      '/en/gallery/4',
    ]);
  });

  it('none when the gallery has one page', () => {
    expect(galleryPagePaths(1)).toEqual([]);
  });

  it('only a change to the gallery touches them', () => {
    expect(touchesGallery(['wp:media:163'])).toBe(true);
    expect(touchesGallery(['wp:category:16', 'wp:media:99'])).toBe(false);
  });
});
