import { expect, test } from '@playwright/test';

import { PAGE_KINDS, pathFor } from '../lib/routes';

const PLAZA_ROUTES = [...(['es', 'en'] as const).flatMap((lang) => PAGE_KINDS.map((kind) => pathFor(kind, lang))), '/es/galeria/2', '/', '/contact'];
const OTHER_ROUTES = ['/sitemap.xml', '/robots.txt', '/es/search-index.json', '/no-such-page'];

test.describe('security headers', () => {
  for (const path of [...PLAZA_ROUTES, ...OTHER_ROUTES]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.google\.com(;|$)/);
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('no Content-Security-Policy violation in Chromium', () => {
  for (const path of PLAZA_ROUTES) {
    test(path, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Scroll through so lazy images, reveal animations and counters all run.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
