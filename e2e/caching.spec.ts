import { expect, test } from '@playwright/test';

import { plazaPaths } from '../lib/routes';

/** `Cache-Control` as a map: directive → value (`true` for a directive without one). */
function cacheControl(header: string | undefined): Map<string, string | true> {
  return new Map(
    (header ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, value] = directive.split('=');
        return [name!.toLowerCase(), value ?? true] as const;
      }),
  );
}

/** What `next start` sends for the bundled build (REVALIDATE_SECONDS unset: 300 s). */
const REVALIDATE_SECONDS = 300;

test.describe('a CDN may cache the site (docs/deployment.md)', () => {
  for (const path of [...plazaPaths(), '/es/galeria/2']) {
    test(`${path}: a shared cache keeps it ${REVALIDATE_SECONDS} s and then revalidates in the background`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const directives = cacheControl(response.headers()['cache-control']);
      expect(directives.get('s-maxage')).toBe(String(REVALIDATE_SECONDS));
      expect(Number(directives.get('stale-while-revalidate'))).toBeGreaterThan(0);
      // Nothing that would stop a shared cache from keeping the page.
      for (const forbidden of ['private', 'no-store', 'no-cache'])
        expect(directives.has(forbidden)).toBe(false);
    });
  }

  test('the scripts and styles a page loads are immutable for a year', async ({ request }) => {
    const html = await (await request.get('/es')).text();
    const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const directives = cacheControl((await request.get(asset)).headers()['cache-control']);
      expect(directives.get('public'), asset).toBe(true);
      expect(directives.get('immutable'), asset).toBe(true);
      expect(Number(directives.get('max-age')), asset).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  test('an unknown address is never cached as a page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const directives = cacheControl(response.headers()['cache-control']);
    expect(directives.has('s-maxage')).toBe(false);
  });

  test("the bench's floor pages are not part of the production build", async ({ request }) => {
    // app/(bench)/**/page.bench.tsx are routes only when npm run bench builds (PLAZA_BENCH_BUILD=1).
    for (const path of ['/lcp-floor', '/lcp-floor/pharmacy', '/document-floor/es'])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});
