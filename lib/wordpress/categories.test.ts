import {
  categoryMap,
  DEFAULT_CATEGORY_MAP,
  parseCategoryMap,
  parseGalleryParent,
  sectionsUsing,
} from './categories';

describe('the category map', () => {
  it('defaults to DEFAULT_CATEGORY_MAP', () => {
    expect(parseCategoryMap(undefined)).toBe(DEFAULT_CATEGORY_MAP);
    expect(DEFAULT_CATEGORY_MAP.heroSlides).toEqual({ es: [2], en: [23] });
    expect(DEFAULT_CATEGORY_MAP.directory).toEqual({ es: [16, 17], en: [16, 17] });
  });

  it('lets configuration point a section at other ids, one language at a time', () => {
    const map = parseCategoryMap('{"heroSlides": {"en": [40, 41]}}');
    expect(map.heroSlides).toEqual({ es: [2], en: [40, 41] });
    expect(map.about).toEqual(DEFAULT_CATEGORY_MAP.about);
  });

  it.each([
    ['not json', /not JSON/],
    ['[1]', /object of sections/],
    ['{"nope": {"es": [1]}}', /unknown section "nope"/],
    ['{"about": {"es": []}}', /about\.es must be a non-empty array/],
    ['{"about": {"es": ["4"]}}', /about\.es must be a non-empty array/],
  ])('rejects %s with a clear message', (json, message) => {
    expect(() => parseCategoryMap(json)).toThrow(message);
  });

  it('knows every section a category feeds', () => {
    expect(categoryMap()).toBe(DEFAULT_CATEGORY_MAP);
    expect(sectionsUsing(17).sort()).toEqual(['directory', 'medicalGrid']);
    expect(sectionsUsing(7).sort()).toEqual(['medicalGrid', 'relatedPosts']);
    expect(sectionsUsing(99)).toEqual([]);
  });

  it('reads the gallery parent id', () => {
    expect(parseGalleryParent(undefined)).toBe(163);
    expect(parseGalleryParent('200')).toBe(200);
    expect(() => parseGalleryParent('abc')).toThrow(/WORDPRESS_GALLERY_PARENT/);
  });
});

describe('writtenIn and the directory sections', () => {
  const original = process.env.WORDPRESS_CATEGORY_MAP;
  afterEach(() => {
    if (original === undefined) delete process.env.WORDPRESS_CATEGORY_MAP;
    else process.env.WORDPRESS_CATEGORY_MAP = original;
    jest.resetModules();
  });

  it('a category that feeds the Spanish site holds Spanish posts; one only the English site reads, English', async () => {
    const { writtenIn } = await import('./categories');
    expect([16, 17, 25, 26, 27, 7, 2].map(writtenIn)).toEqual(['es', 'es', 'es', 'es', 'es', 'es', 'es']);
    expect([23, 21, 15, 22, 18, 24, 14, 19].map(writtenIn)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('the medical centre’s directory entries are the directory categories that also feed its grid', async () => {
    const { medicalDirectoryCategories } = await import('./categories');
    expect(medicalDirectoryCategories('es')).toEqual([17]);
    expect(medicalDirectoryCategories('en')).toEqual([17]);
  });

  it('both follow an override of the map', async () => {
    process.env.WORDPRESS_CATEGORY_MAP = JSON.stringify({
      directory: { es: [30, 31], en: [30, 31] },
      medicalGrid: { en: [31] },
      about: { es: [21] },
    });
    jest.resetModules();
    const { medicalDirectoryCategories, writtenIn } = await import('./categories');
    expect(medicalDirectoryCategories('en')).toEqual([31]);
    expect(writtenIn(31)).toBe('es');
    // 21 now feeds the Spanish about section too: its posts are read as Spanish.
    expect(writtenIn(21)).toBe('es');
  });
});
