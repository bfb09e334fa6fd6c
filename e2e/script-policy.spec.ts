import { createHash } from 'node:crypto';

import { expect, test, type APIResponse, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { signedHeaders } from '../lib/companion/contract';
import { E2E_REVALIDATE_SECRET, VARNISH_URL } from '../playwright.config';

import { openForm } from './support/contact-form';
import { allowsAnyInlineScript, parsePolicies } from './support/header-checks';
import { waitForHydration } from './support/hydration';
import { PLAZA_ROUTES } from './support/routes';
import { webhookBody } from './support/webhook';

/**
 * Each pre-rendered page carries a policy of its own, `script-src 'self'` and the sha256 of its inline
 * scripts (lib/script-hashes.mjs), beside the site's: no inline script runs unless the page vouches for it.
 */

/** The test's own reading: every inline script of the HTML but JSON-LD, hashed as CSP does (UTF-8). */
function hashesOfHtml(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!) || attributes!.includes('application/ld+json')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** Every Content-Security-Policy header of an answer, each on its own. */
const policyHeaders = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);

/** The hashes the page's own policy lists. */
function hashesOfHeaders(response: APIResponse): string[] {
  const own = policyHeaders(response)
    .flatMap(parsePolicies)
    .filter((policy) => !policy.has('default-src'));
  return (own[0]?.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-")).sort();
}

/** Checks that a page's headers vouch for exactly the inline scripts of its HTML, and for no other. */
async function expectOwnHashes(response: APIResponse, path: string) {
  const policies = policyHeaders(response).flatMap(parsePolicies);
  expect(allowsAnyInlineScript(policies), `${path}: an inline script without a hash would run`).toBe(false);
  const expected = hashesOfHtml(await response.text());
  expect(expected.length, path).toBeGreaterThanOrEqual(3);
  expect(hashesOfHeaders(response), path).toEqual(expected);
}

/** Policy violations Chromium reports on a page, as events and as console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

const FORMS = [
  { path: '/es/contacto', dict: es },
  { path: '/en/contact', dict: en },
] as const;

test.describe('the page policy of inline scripts', () => {
  test('every plaza page in both languages, a demo page and the not-found pages carry their own hashes', async ({
    request,
  }) => {
    for (const path of [
      ...PLAZA_ROUTES,
      '/home-default',
      '/blog-details',
      '/es/no-such-page',
      '/no-such-page',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path.includes('no-such-page') ? 404 : 200);
      await expectOwnHashes(response, path);
    }
  });

  for (const { path, dict } of FORMS) {
    test(`${path} hydrates under it: the form's own validation, no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const [document] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
        openForm(page, path),
      ]);
      const policies = parsePolicies((await document.headerValue('content-security-policy')) ?? '');
      expect(allowsAnyInlineScript(policies)).toBe(false);
      await page.getByRole('button', { name: dict.contact.submit }).click();
      await expect(page.getByRole('status')).toHaveText(dict.contact.checkFields);
      expect(violations).toEqual([]);
    });
  }

  test('an inline script injected into the HTML is blocked, and the page still hydrates', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    // What a hole in the sanitiser would let through: a script in the markup that Next did not write.
    await page.route('**/en/contact', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</main>',
        '<script>window.__injected = true</script></main>',
      );
      await route.fulfill({ response, body: html });
    });
    await openForm(page, '/en/contact');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    // One script blocked: the injected one, and none of Next's.
    expect(violations.filter((line) => line.startsWith('Content Security Policy violation:'))).toEqual([
      'Content Security Policy violation: script-src-elem inline',
    ]);
  });

  test('a page regenerated by the webhook carries the hashes of its new HTML', async ({ page, request }) => {
    const body = webhookBody({ id: 249, categories: [16] });
    const delivery = await request.post('/api/revalidate', {
      headers: signedHeaders(E2E_REVALIDATE_SECRET, body),
      data: body,
    });
    expect(await delivery.json()).toMatchObject({
      ok: true,
      pages: expect.arrayContaining(['/es/directorio', '/en/directory']),
    });
    for (const path of ['/es/directorio', '/en/directory'])
      await expectOwnHashes(await request.get(path), path);

    const violations = await watchViolations(page);
    await page.goto('/en/directory');
    await waitForHydration(page, 'main button[aria-pressed]');
    await page.getByRole('searchbox', { name: en.directory.finder.label }).fill('zzzz');
    await expect(page.locator('main article:visible')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('Varnish passes both policies on', async ({ request }) => {
    const cached = await request.get(`${VARNISH_URL}/es`);
    expect(policyHeaders(cached)).toHaveLength(2);
    await expectOwnHashes(cached, `${VARNISH_URL}/es`);
  });
});
