import { categoryMap, DEFAULT_CATEGORY_MAP, parseCategoryMap, parseGalleryParent, sectionsUsing } from './categories';

describe('the category map', () => {
  it('defaults to the DECISIONS.md table', () => {
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
