import { expect, test } from '@playwright/test';

import { LOCALES } from '../../lib/i18n/locales';
import { GALLERY_PAGE_SIZE, PAGE_KINDS, PAGES, pathFor } from '../../lib/routes';
import { categoriesFor, galleryParent } from '../../lib/wordpress/categories';

import { ONE_POST, shownTitle } from './support/shown-title';
import { counters } from './support/site';
import { harness } from './support/state';
import { galleryAlts, postsOf } from './support/wordpress';

// (1) Built against the real WordPress: every plaza page shows what WordPress's REST API holds now.
test.describe('every plaza page shows WordPress content', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LOCALES) {
    for (const kind of PAGE_KINDS) {
      const path = pathFor(kind, lang);
      test(`${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        let checked = 0;
        for (const section of PAGES[kind].sections) {
          if (section === 'counters') continue; // numbers, not titles: checked below
          const posts = (await Promise.all(categoriesFor(section, lang).map(postsOf))).flat();
          expect(posts.length, `${section}: WordPress has posts`).toBeGreaterThan(0);
          for (const post of ONE_POST.has(section) ? posts.slice(0, 1) : posts) {
            const shown = shownTitle(post, section, lang, kind);
            await expect(
              page.getByText(shown, { exact: false }).first(),
              `${section}: ${shown}`,
            ).toBeAttached();
            checked += 1;
          }
        }
        if ('gallery' in PAGES[kind]) {
          const alts = (await galleryAlts(galleryParent())).slice(0, GALLERY_PAGE_SIZE);
          for (const alt of alts)
            await expect(page.locator(`img[alt="${alt.replace(/"/g, '\\"')}"]`).first()).toBeAttached();
          checked += alts.length;
        }
        expect(checked, 'something from WordPress was checked').toBeGreaterThan(0);
      });
    }

    test(`/${lang}: counters are the counters post's fields`, async () => {
      const [post] = await postsOf(categoriesFor('counters', lang)[0]!);
      expect(post, 'the counters post exists').toBeTruthy();
      expect(await counters(pathFor('home', lang))).toEqual([
        Number(post!.acf.descripcion),
        Number(post!.acf.descripcion2),
      ]);
    });
  }

  test('the gallery continues on page 2 with the remaining images', async ({ page }) => {
    const alts = (await galleryAlts(galleryParent())).slice(GALLERY_PAGE_SIZE);
    expect(alts.length).toBeGreaterThan(0);
    expect((await page.goto('/es/galeria/2'))?.status()).toBe(200);
    for (const alt of alts)
      await expect(page.locator(`img[alt="${alt.replace(/"/g, '\\"')}"]`).first()).toBeAttached();
  });

  test("images come from WordPress's uploads through the image optimiser", async ({ page, request }) => {
    await page.goto('/es/directorio');
    const sources = await page
      .locator('img[src*="/_next/image"]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    const wordpress = sources.filter((src) =>
      decodeURIComponent(src).includes(`${harness().WP_URL}/wp-content/uploads/`),
    );
    expect(wordpress.length).toBeGreaterThan(0);
    const image = await request.get(wordpress[0]!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });
});
