import { expect, test } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { PAGE_KINDS, pathFor } from '../lib/routes';

import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

/**
 * An unknown plaza address is a 404 in the site's layout and the address's language, in the
 * HTML itself, served from a page pre-rendered at build (never rendered per request).
 */
const DICT = { es, en } as const;

// Unknown slugs, the other language's slug, an unknown path under a known page, a gallery page far past the
// last, a spare gallery page (pre-rendered so the gallery can grow without a build) and the not-found page's
// own address.
const PLAZA_404 = [
  { path: '/en/nope', lang: 'en' },
  { path: '/es/no-existe', lang: 'es' },
  { path: '/en/directorio', lang: 'en' },
  { path: '/es/galeria/99', lang: 'es' },
  { path: '/en/gallery/3', lang: 'en' },
  { path: '/en/directory/a/b', lang: 'en' },
  { path: '/es/404', lang: 'es' },
] as const;

const sectionLabels = (lang: 'es' | 'en') => PAGE_KINDS.map((kind) => DICT[lang].nav[kind]);

test.use({ reducedMotion: 'reduce' });

for (const { path, lang } of PLAZA_404) {
  test(`${path}: 404 with the plaza's layout in ${lang}, in the HTML and after hydration`, async ({
    page,
    request,
  }) => {
    const dict = DICT[lang];
    const raw = await request.get(path);
    expect(raw.status()).toBe(404);
    // Served from the pre-rendered page: a page rendered for this request would say MISS. A CDN keeps it
    // 5 minutes, like a page (docs/deployment.md).
    expect(raw.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(raw.headers()['cache-control']).toMatch(/^s-maxage=300, stale-while-revalidate=\d+$/);
    const html = await raw.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${dict.notFound.title}</h1>`));
    expect(html).toContain(`aria-label="${dict.nav.main}"`);
    expect(html).toContain('<footer');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(`${dict.notFound.title} - Plaza París`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: dict.notFound.title })).toBeVisible();
    const sections = page.getByRole('navigation', { name: dict.notFound.sections });
    for (const label of sectionLabels(lang))
      await expect(sections.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(sections.getByRole('link', { name: dict.nav.directory })).toHaveAttribute(
      'href',
      pathFor('directory', lang),
    );
    // The page stays once React has hydrated it (the 404 signal is caught by a boundary that draws nothing).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: dict.notFound.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // The header works: the search opens, and the language links lead to the other language's home.
    await page.setViewportSize({ width: 1280, height: 800 });
    const other = lang === 'es' ? 'en' : 'es';
    await expect(page.getByRole('banner').locator(`a[hreflang="${other}"]:visible`)).toHaveAttribute(
      'href',
      pathFor('home', other),
    );
    await page.getByRole('button', { name: dict.search.open }).click();
    await expect(page.getByPlaceholder(dict.search.placeholder)).toBeVisible();
  });
}

test('unknown plaza addresses cost one pre-rendered page per language, whatever the address', async ({
  request,
}) => {
  for (let index = 0; index < 20; index += 1) {
    const lang = index % 2 ? 'en' : 'es';
    const response = await request.get(`/${lang}/flood-${index}-${Date.now()}/x`);
    expect(response.status()).toBe(404);
    expect(response.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  }
});

test('a link to an unknown plaza address, followed in the browser, shows the plaza 404', async ({ page }) => {
  await page.goto('/en');
  // The link goes into <body>, once React has hydrated the page: a node put into <main> before hydration is a
  // mismatch React repairs by rendering <main> again, without the link.
  await waitForHydration(page, 'header button[aria-haspopup="dialog"]');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/en/no-such-provider';
    link.textContent = 'broken link';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'broken link' }).click();
  await expect(page).toHaveURL(/\/en\/no-such-provider$/);
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

for (const path of ['/fr', '/definitely/not/here']) {
  test(`${path}: outside the plaza's languages, the bilingual global 404 (no island)`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(es.notFound.title);
    expect(html).toContain(en.notFound.title);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  });
}
