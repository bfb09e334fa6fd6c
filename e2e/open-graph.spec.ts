import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import sharp from 'sharp';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { CONTACT_ALIAS } from '../lib/routes';

import { PLAZA_ROUTES } from './support/routes';

/**
 * Every plaza page shares with a picture. Its HTML names an `og:image` with width, height and alt
 * text; the image answers 200 with exactly the declared size; a generated card is pre-rendered (served from
 * the cache, never rendered for the request) and its alt text is in the page's language.
 */
const DICT = { es, en } as const;

for (const path of [...PLAZA_ROUTES, CONTACT_ALIAS.path]) {
  test(`${path}: og:image with size and alt, answering an image of that size`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const head = parse(await response.text()).querySelector('head')!;
    const meta = (property: string) =>
      head
        .querySelectorAll(`meta[property="${property}"]`)
        .map((element) => element.getAttribute('content') ?? '');
    const [url, ...others] = meta('og:image');
    expect(url, 'og:image').toBeTruthy();
    expect(others, 'one og:image').toEqual([]);
    const width = Number(meta('og:image:width')[0]);
    const height = Number(meta('og:image:height')[0]);
    const alt = meta('og:image:alt')[0] ?? '';
    expect(width * height, 'declared size').toBeGreaterThan(0);
    expect(alt.trim(), 'og:image:alt').not.toBe('');
    expect(head.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(url);

    // The page's absolute URL is on SITE_URL (the public origin); ask this server for the same path.
    const image = await request.get(new URL(url!).pathname);
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    const { width: actualWidth, height: actualHeight } = await sharp(await image.body()).metadata();
    expect({ width: actualWidth, height: actualHeight }, url).toEqual({ width, height });

    if (new URL(url!).pathname.startsWith('/og/')) {
      const lang = path.startsWith('/es') ? 'es' : 'en';
      expect(image.headers()['x-nextjs-cache'], 'pre-rendered card').toMatch(/^(HIT|STALE)$/);
      expect(
        Object.values(DICT[lang].meta).some((entry) => typeof entry === 'object' && entry.title === alt),
        `alt "${alt}" is a ${lang} page title`,
      ).toBe(true);
    }
  });
}

test('the directory and the gallery, which have no featured image, share their generated card', async ({
  request,
}) => {
  for (const path of ['/es/directorio', '/en/directory', '/es/galeria', '/en/gallery']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      /<meta property="og:image" content="[^"]*\/og\/(es|en)\/(directory|gallery)\/opengraph-image"/,
    );
  }
});
