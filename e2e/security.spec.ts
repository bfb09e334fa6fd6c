import { expect, test, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };

import { apiHeaderProblems, pageHeaderProblems } from './support/header-checks';
import { ALL_PAGE_ROUTES, API_ROUTES, DATA_ROUTES } from './support/routes';

/** The build under test reads the bundled snapshot unless these say otherwise (same env as the build). */
const WORDPRESS_ORIGINS = [process.env.WORDPRESS_URL, process.env.WORDPRESS_UPLOADS_URL]
  .filter((value): value is string => !!value && /^https?:\/\//.test(value))
  .map((value) => new URL(value).origin);

const pageProblems = (headers: Record<string, string>) =>
  pageHeaderProblems(headers, { wordpressOrigins: WORDPRESS_ORIGINS });

test.describe('security headers on every route', () => {
  for (const path of [...ALL_PAGE_ROUTES, ...DATA_ROUTES, '/preview', '/no-such-page', '/es/no-such-page']) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(pageProblems(response.headers())).toEqual([]);
    });
  }

  test('static assets, public files and the image optimiser', async ({ request }) => {
    const html = await (await request.get('/es')).text();
    const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
    expect(script, 'a script on /es').toBeTruthy();
    expect(image, 'an optimised image on /es').toBeTruthy();
    for (const path of [script!, '/images/default-logo.svg', '/_next/static/no-such-file.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(pageProblems(response.headers()), path).toEqual([]);
    }
    // The optimiser's answers are images: the strict policy, nothing may load in them.
    for (const path of [
      image!,
      '/_next/image?url=%2Fno-such.png&w=64&q=75',
      '/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=64&q=75',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(apiHeaderProblems(response.headers()), path).toEqual([]);
    }
  });

  for (const path of API_ROUTES) {
    test(`${path} answers (every method, good and bad bodies)`, async ({ request }) => {
      const answers = [
        await request.get(path),
        await request.fetch(path, { method: 'OPTIONS' }),
        await request.post(path, { headers: { 'content-type': 'application/json' }, data: '{"broken":' }),
        await request.post(path, {
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          data: 'name=',
        }),
      ];
      for (const response of answers) {
        expect(response.status(), `${path} ${response.status()}`).toBeLessThan(500);
        expect(apiHeaderProblems(response.headers()), `${path} → ${response.status()}`).toEqual([]);
      }
    });
  }
});

/** Collects Content-Security-Policy violations and header errors Chromium reports on a page. */
async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Content-Security-Policy|Refused to|Permissions-Policy|Permissions Policy/i.test(
        message.text(),
      )
    )
      problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // No third-party network here: the allowed frames get a stand-in body (the policy is checked before
  // the request, so a blocked frame still shows up as a violation).
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>frame</p>' }),
  );
  return problems;
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

test.describe('no Content-Security-Policy violation in Chromium', () => {
  for (const path of ALL_PAGE_ROUTES) {
    test(path, async ({ page }) => {
      const problems = await watchPolicies(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Scroll through so lazy images, reveal animations and counters all run.
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the video player and the map load inside the policy', async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto('/es');
    await page.getByRole('button', { name: es.home.watchVideo }).first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /youtube-nocookie/);
    await page.goto('/en/contact');
    await page.getByRole('button', { name: en.map.show }).click();
    await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the gallery lightbox opens inside the policy', async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto('/en/gallery');
    await page.locator('main [data-lightbox-index]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
