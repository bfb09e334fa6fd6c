import { expect, test } from '@playwright/test';

import { LOCALES } from '../../lib/i18n/locales';
import { PAGE_KINDS, PAGES, pathFor } from '../../lib/routes';
import { categoriesFor } from '../../lib/wordpress/categories';

import { shownTitle } from './support/shown-title';
import { inHtml, page, siteLog, siteLogSize, textServedAfterWebhook } from './support/site';
import { harness } from './support/state';
import { postsOf, updatePost, webServer } from './support/wordpress';

/** REVALIDATE_SECONDS of the run (run.sh): the outage lasts several of these. */
const INTERVAL_S = Number(process.env.REVALIDATE_SECONDS ?? 3);
const OUTAGE_PERIODS = 4;

/** Each plaza page with one WordPress title it shows (the first post of its first titled section). */
async function pagesWithTitles(): Promise<{ path: string; title: string }[]> {
  const pages: { path: string; title: string }[] = [];
  for (const lang of LOCALES) {
    for (const kind of PAGE_KINDS) {
      const section = PAGES[kind].sections.find((name) => name !== 'counters');
      const post = section ? (await postsOf(categoriesFor(section, lang)[0]!))[0] : undefined;
      // As the page shows it: an English page heads a Spanish post with its English title or name.
      pages.push({ path: pathFor(kind, lang), title: post ? shownTitle(post, section!, lang, kind) : '' });
    }
  }
  return pages;
}

const wordpressRefuses = async () => {
  try {
    await fetch(`${harness().WP_URL}/wp-json/`, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch {
    return true;
  }
};

// (3) WordPress stops: every plaza page keeps answering 200 with its last content while interval
// revalidations fail; WordPress back, the next edit appears again.
test('WordPress down: pages keep their last content; back: edits appear again', async () => {
  const pages = await pagesWithTitles();
  for (const { path, title } of pages) expect((await page(path)).html, path).toContain(inHtml(title));
  const logFrom = siteLogSize();

  webServer('stop');
  try {
    expect(await wordpressRefuses()).toBe(true);
    const until = Date.now() + OUTAGE_PERIODS * INTERVAL_S * 1000;
    let rounds = 0;
    while (Date.now() < until || rounds < 2) {
      for (const { path, title } of pages) {
        const { status, html } = await page(path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(inHtml(title));
      }
      rounds += 1;
    }
    const log = siteLog(logFrom);
    // The regenerations were tried and failed (so the 200s above were the last good pages)…
    expect(log).toMatch(/ECONNREFUSED|WordPressError|could not|failed/i);
    // …and no failure escaped as an unhandled rejection or crash.
    expect(log).not.toMatch(/unhandled|uncaught|FATAL/i);
  } finally {
    webServer('start');
  }

  const [post] = await postsOf(12);
  const title = `${post!.title} · de vuelta ${Date.now() % 100_000}`;
  const pressed = performance.now();
  await updatePost(post!.id, { title });
  expect(await textServedAfterWebhook('/es/farmacia-paris', title, pressed)).toBeLessThanOrEqual(10);
});
