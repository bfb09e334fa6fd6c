import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

import { plazaPaths } from '@/lib/routes';

import { TAG_HEADER, tagHeaderRules, type HeaderRule } from './tag-header';

/** The tags Next would send for a path: every rule whose source matches it, as Next matches headers(). */
function tagsServed(rules: HeaderRule[], path: string): string[] {
  return rules
    .filter((rule) => getPathMatch(rule.source)(path) !== false)
    .flatMap((rule) => rule.headers.filter((header) => header.key === TAG_HEADER))
    .flatMap((header) => header.value.split(' '));
}

describe('the cache-tag header rules', () => {
  const rules = tagHeaderRules();

  it('give every plaza page in both languages its tags, and nothing else a tag', () => {
    for (const path of plazaPaths()) expect(tagsServed(rules, path).length).toBeGreaterThan(0);
    expect(tagsServed(rules, '/')).toEqual([]);
    expect(tagsServed(rules, '/about-us')).toEqual([]);
    expect(tagsServed(rules, '/es/directorio/x')).toEqual([]);
  });

  it('tag each page with its own sections in its own language (the default category map)', () => {
    expect(tagsServed(rules, '/es').sort()).toEqual(
      [2, 25, 4, 5, 6, 7, 8, 9].map((id) => `wp:category:${id}`).sort(),
    );
    expect(tagsServed(rules, '/en')).toContain('wp:category:17');
    expect(tagsServed(rules, '/en')).not.toContain('wp:category:2');
    // Every plaza page shows the opening hours (footer, JSON-LD): the counters post's category 25 too.
    expect(tagsServed(rules, '/es/directorio')).toEqual([
      'wp:category:25',
      'wp:category:16',
      'wp:category:17',
    ]);
    expect(tagsServed(rules, '/contact')).toEqual(['wp:category:25', 'wp:category:26']);
    expect(tagsServed(rules, '/es/search-index.json')).toContain('wp:category:16');
    expect(tagsServed(rules, '/en/directory-words.json')).toEqual(['wp:category:16', 'wp:category:17']);
    expect(tagsServed(rules, '/blog-details')).toEqual(['wp:category:10', 'wp:category:7']);
  });

  it("tag the gallery's later pages like its first, and no other number", () => {
    expect(tagsServed(rules, '/en/gallery')).toEqual(['wp:category:25', 'wp:media:163']);
    expect(tagsServed(rules, '/en/gallery/2')).toEqual(['wp:category:25', 'wp:media:163']);
    expect(tagsServed(rules, '/es/galeria/1234')).toEqual(['wp:category:25', 'wp:media:163']);
    expect(tagsServed(rules, '/es/galeria/abc')).toEqual([]);
  });

  it('follow the category map and gallery overrides', async () => {
    const saved = { map: process.env.WORDPRESS_CATEGORY_MAP, parent: process.env.WORDPRESS_GALLERY_PARENT };
    process.env.WORDPRESS_CATEGORY_MAP = '{"heroSlides":{"en":[40]},"directory":{"es":[41]}}';
    process.env.WORDPRESS_GALLERY_PARENT = '500';
    try {
      // A fresh copy of the module reads the changed environment.
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./tag-header');
        const overridden = fresh.tagHeaderRules();
        expect(tagsServed(overridden, '/en')).toContain('wp:category:40');
        expect(tagsServed(overridden, '/en')).not.toContain('wp:category:23');
        expect(tagsServed(overridden, '/es/directorio')).toEqual(['wp:category:25', 'wp:category:41']);
        expect(tagsServed(overridden, '/en/directory')).toEqual([
          'wp:category:25',
          'wp:category:16',
          'wp:category:17',
        ]);
        expect(tagsServed(overridden, '/es/galeria/3')).toEqual(['wp:category:25', 'wp:media:500']);
      });
    } finally {
      for (const [key, value] of [
        ['WORDPRESS_CATEGORY_MAP', saved.map],
        ['WORDPRESS_GALLERY_PARENT', saved.parent],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
