import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };

import { sessionValue } from '../lib/wordpress/preview-session';
import { E2E_REVALIDATE_SECRET } from '../playwright.config';

import { apiHeaderProblems, chunkHeaderProblems, pageHeaderProblems } from './support/header-checks';
import { waitForHydration } from './support/hydration';
import { ALL_PAGE_ROUTES, API_ROUTES, DATA_ROUTES } from './support/routes';

/** The build under test reads the bundled snapshot unless these say otherwise (same env as the build). */
const WORDPRESS_ORIGINS = [process.env.WORDPRESS_URL, process.env.WORDPRESS_UPLOADS_URL]
  .filter((value): value is string => !!value && /^https?:\/\//.test(value))
  .map((value) => new URL(value).origin);

/** `document`: a page, which carries the hashes of its own inline scripts (e2e/script-policy.spec.ts). */
const pageProblems = (headers: Record<string, string>, document = false) =>
  pageHeaderProblems(headers, { wordpressOrigins: WORDPRESS_ORIGINS, document });

test.describe('security headers on every route', () => {
  const documents = [...ALL_PAGE_ROUTES, '/preview', '/no-such-page', '/es/no-such-page'];
  for (const path of [...documents, ...DATA_ROUTES]) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(pageProblems(response.headers(), documents.includes(path))).toEqual([]);
    });
  }

  test('static assets, public files and the image optimiser', async ({ request }) => {
    const html = await (await request.get('/es')).text();
    const script = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    // Inlined in the document, named in its `data-href`: the file is what a client-side navigation loads.
    const stylesheet = html.match(/href="(\/_next\/static\/chunks\/[^" ]+\.css)[" ]/)?.[1];
    const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
    expect(script, 'a script on /es').toBeTruthy();
    expect(stylesheet, 'a stylesheet on /es').toBeTruthy();
    expect(image, 'an optimised image on /es').toBeTruthy();
    // The build's scripts and stylesheets: the transport headers, none of the document policies.
    for (const path of [script!, stylesheet!, '/_next/static/chunks/no-such-file.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(chunkHeaderProblems(response.headers()), path).toEqual([]);
    }
    for (const path of ['/images/default-logo.svg', '/_next/static/no-such-file.js']) {
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
        // The route's own answer: a redirect (the preview's exit) is judged as the API's, not its target.
        await request.get(path, { maxRedirects: 0 }),
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
    await waitForHydration(page, 'a[aria-haspopup="dialog"]');
    await page.getByRole('link', { name: es.home.watchVideo }).first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /youtube-nocookie/);
    await page.goto('/en/contact');
    const showMap = page.getByRole('button', { name: en.map.show });
    await waitForHydration(page, showMap);
    await showMap.click();
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

test.describe('what a stranger sends', () => {
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

  test('the image optimiser refuses what is not an image of the site (400) and serves those that are', async ({
    request,
  }) => {
    for (const url of ['/\\evil.example/a.png', '/es/', '/api/contact', '/demo/no-such.webp']) {
      const response = await request.get(image(url));
      expect(response.status(), url).toBe(400);
      expect(apiHeaderProblems(response.headers()), url).toEqual([]);
    }
    // Every optimised image of pages with snapshot uploads and demo pictures.
    const seen = new Set<string>();
    for (const path of ['/es', '/en/gallery', '/blog-details', '/portfolio-details']) {
      const html = await (await request.get(path)).text();
      for (const [, src] of html.matchAll(/ src="(\/_next\/image\?[^"]+)"/g))
        seen.add(src!.replace(/&amp;/g, '&'));
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const src of seen) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^image\//);
    }
  });

  test('a forged preview cookie never gets a Set-Cookie on an answer a shared cache may store', async ({
    request,
  }) => {
    for (const path of ['/es', '/en/gallery/2', '/es/search-index.json', '/sitemap.xml', '/contact']) {
      const response = await request.get(path, {
        headers: { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      if (response.headers()['set-cookie']) expect(cacheControl, path).toMatch(/\b(private|no-store)\b/);
    }
    // Everyone else still gets the shared-cacheable page.
    expect((await request.get('/es')).headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });

  test("this build's Draft Mode cookie without a preview session is cleared and renders nothing afresh", async ({
    request,
  }) => {
    // draftMode().enable() sets __prerender_bypass to the build's preview id, the same for every previewer.
    const props = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'preview-props.json');
    const { previewModeId } = JSON.parse(readFileSync(props, 'utf8')) as { previewModeId: string };
    const bypass = `__prerender_bypass=${previewModeId}`;
    for (const cookie of [bypass, `${bypass}; plaza_preview=forged.${'0'.repeat(64)}`]) {
      const response = await request.get('/es/directorio', { headers: { cookie } });
      expect(response.status()).toBe(200);
      // The public page from Next's cache, as for any visitor (Draft Mode would render it with the preview
      // bar); the cookies cleared; the answer private.
      expect(response.headers()['x-nextjs-cache'], cookie).toMatch(/^(HIT|STALE)$/);
      expect(response.headers()['set-cookie'], cookie).toMatch(
        /__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/,
      );
      expect(response.headers()['cache-control']).toMatch(/\bprivate\b/);
      expect(await response.text()).not.toContain('data-preview-bar');
    }
    // With a preview session signed by the site: Draft Mode (the bar), the cookie kept.
    const session = sessionValue(E2E_REVALIDATE_SECRET, { post: 249, user: 2 });
    const preview = await request.get('/es/directorio', {
      headers: { cookie: `${bypass}; plaza_preview=${session}` },
    });
    expect(preview.status()).toBe(200);
    expect(await preview.text()).toContain('data-preview-bar');
    expect(preview.headers()['set-cookie']).toBeUndefined();
    expect(preview.headers()['cache-control']).toMatch(/\bprivate\b/);
  });

  test('an address that escapes letters is refused (400), not a crash (500)', async ({ request }) => {
    for (const url of ['/%61pi/contact', '/%65s', '/es/galeria/%32']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
    }
  });
});
