import { expect, test } from '@playwright/test';

import { LOCALES } from '../lib/i18n/locales';
import { CONTACT_ALIAS, PAGE_KINDS, pathFor, plazaPaths, type PageKind } from '../lib/routes';

/**
 * A plaza page paints with its document: the browser has nothing else to fetch before its first paint (a
 * phone on a slow network would wait a round trip for each). The figures under throttling are the bench's
 * (docs/bench.md); here the browser itself says which resources held rendering.
 */
for (const path of plazaPaths()) {
  test(`${path}: no resource holds the first paint`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    const blocking = await page.evaluate(() =>
      // Resource Timing's renderBlockingStatus (Chromium), not yet in TypeScript's DOM types.
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          renderBlockingStatus?: string;
        })[]
      )
        .filter((entry) => entry.renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
    // The styles are in the document: a page with none inlined would pass the check above unstyled. Every
    // class of the header and the footer, on every page, is named by a rule of its <style>s.
    const unstyled = await page.evaluate(() => {
      const selectors = [...document.styleSheets]
        .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? ''))
        .join(' ');
      return [...document.querySelectorAll('header[class], footer[class]')]
        .flatMap((element) => [...element.classList])
        .filter((name) => !new RegExp(`\\.${CSS.escape(name)}(?![\\w-])`).test(selectors));
    });
    expect(unstyled).toEqual([]);
  });
}

/**
 * Each page kind is a route of its own and each split island's wrapper imports its styles, so a page
 * inlines the styles of the islands it shows and no other's (docs/architecture.md, "The plaza site").
 * The class names are the build's (hashed), read off the page that shows the island.
 */
const ISLANDS: { island: string; root: string; shownOn: PageKind[] }[] = [
  { island: 'slider', root: '.keen-slider', shownOn: ['home'] },
  { island: 'contact form', root: '#contact form', shownOn: ['contact', 'pharmacy'] },
  { island: 'directory finder', root: '[data-needs-script]', shownOn: ['directory'] },
];

const PAGES = [
  ...LOCALES.flatMap((lang) => PAGE_KINDS.map((kind) => ({ kind, path: pathFor(kind, lang) }))),
  { kind: CONTACT_ALIAS.kind, path: CONTACT_ALIAS.path },
];

for (const { island, root, shownOn } of ISLANDS) {
  test(`the ${island}'s styles are inlined on the pages that show it, and only there`, async ({
    page,
    request,
  }) => {
    await page.goto(pathFor(shownOn[0]!, 'es'));
    const className = (await page.locator(root).first().getAttribute('class'))!.split(' ')[0]!;
    const rule = new RegExp(`\\.${className.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`);
    for (const { kind, path } of PAGES) {
      const html = await (await request.get(path)).text();
      const inlined = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
      expect(rule.test(inlined), `${island} styles on ${path}`).toBe(shownOn.includes(kind));
    }
  });
}
