import { expect, test, type Page } from '@playwright/test';

import en from '../../content/i18n/en.json' with { type: 'json' };
import es from '../../content/i18n/es.json' with { type: 'json' };
import { PAGES, PAGE_KINDS, pathFor, type PageKind } from '../../lib/routes';
import { categoriesFor, writtenIn } from '../../lib/wordpress/categories';
import { snapshotFull, snapshotPosts } from '../support/snapshot';

/**
 * The site built from the poisoned snapshot (poison-snapshot.ts), served by `next start`: every plaza page
 * and the theme's post pages (WordPress related posts) render the corpus inert. Run by
 * `npm run test:hardening`, which builds and starts that site and the recorder.
 *
 * What "inert" means here, checked on every page:
 * - no payload ran: no `window.__pwned` in any frame, no dialog, no request reached the recorder or
 *   another host, no Content-Security-Policy violation (the sanitiser, not the policy, stopped everything);
 * - nothing dangerous is left in the DOM for a click or a hover to fire: no on* attribute, no
 *   javascript:/data:/vbscript: URL, no script or style inside the page's content, no frame but the allowed
 *   hosts, no object, embed, base, meta refresh or form posting elsewhere;
 * - the poisoned text is there, as text (the test would prove nothing if the payloads never arrived), and
 *   the page still shows its own content.
 */
const RECORDER = process.env.RECORDER_URL ?? '';
const DICT = { es, en } as const;
const FRAME_HOSTS = ['www.youtube-nocookie.com', 'www.google.com'];
const BLOG_PAGES = ['/blog-details', '/blog-details-sidebar', '/blog-details-v2', '/blog-details-v3'];

type Target = { path: string; texts: () => Promise<string[]> };

/**
 * Texts the page must still show: its sections' posts' titles (the English title on an English page when
 * a Spanish post has one) and the start of their content, from the clean snapshot (the poisoned keep them).
 */
async function sectionTitles(kind: PageKind, lang: 'es' | 'en'): Promise<string[]> {
  if (kind === 'gallery') return [DICT[lang].gallery.title];
  const categories = [...new Set(PAGES[kind].sections.flatMap((section) => categoriesFor(section, lang)))];
  const texts = await Promise.all(
    categories.map(async (id) =>
      (await snapshotFull(id)).flatMap((post) => {
        const english = lang === 'en' && writtenIn(id) === 'es';
        const title = (english && post.english.title) || post.title;
        return [title, ((english && post.english.content) || post.content).slice(0, 40)];
      }),
    ),
  );
  return texts.flat();
}

const TARGETS: Target[] = [
  ...(['es', 'en'] as const).flatMap((lang) =>
    PAGE_KINDS.map((kind) => ({ path: pathFor(kind, lang), texts: () => sectionTitles(kind, lang) })),
  ),
  { path: '/contact', texts: () => sectionTitles('contact', 'en') },
  ...BLOG_PAGES.map((path) => ({
    path,
    texts: async () => [...(await snapshotPosts(10)), ...(await snapshotPosts(7))].map((post) => post.title),
  })),
];

type Watch = { dialogs: string[]; requests: string[]; violations: string[]; pageErrors: string[] };

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], requests: [], violations: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const own = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  page.on('request', (request) => {
    const url = request.url();
    const allowedFrame = FRAME_HOSTS.some((host) => url.startsWith(`https://${host}/`));
    if (!url.startsWith(own) && !url.startsWith('about:') && !allowedFrame) seen.requests.push(url);
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // An allowed frame host gets a stand-in body: no network here, and its own content is not under test.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>frame</p>' }),
  );
  return seen;
}

/** Everything a click, a hover or a parser could still fire, found in the live DOM. */
function dangerousLeftovers(frameHosts: string[]): string[] {
  const found: string[] = [];
  const badUrl = (value: string) =>
    /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
      if (
        [
          'href',
          'src',
          'action',
          'formaction',
          'xlink:href',
          'data',
          'srcdoc',
          'poster',
          'background',
        ].includes(name) &&
        (badUrl(attribute.value) || name === 'srcdoc')
      ) {
        found.push(`${element.tagName} ${name}=${attribute.value.slice(0, 60)}`);
      }
    }
  }
  // The site's own scripts are the head's and the body's direct children (and JSON-LD data); one anywhere
  // else came from content.
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const parent = script.parentElement;
    if (parent !== document.head && parent !== document.body && script.type !== 'application/ld+json')
      found.push(`SCRIPT in ${parent?.tagName}`);
  }
  for (const element of Array.from(
    document.querySelectorAll(
      'body style, body link, body base, body meta[http-equiv], object, embed, form[action]',
    ),
  )) {
    const action = element.getAttribute('action');
    if (
      element.tagName === 'FORM' &&
      action &&
      (action.startsWith('/') || action.startsWith(location.origin))
    )
      continue;
    found.push(`${element.tagName} ${element.outerHTML.slice(0, 80)}`);
  }
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    let url: URL | null = null;
    try {
      url = new URL(frame.src);
    } catch {
      // reported below
    }
    // Google's host only for its map (the /maps embed forms), never the rest of it.
    const map = /^\/maps(\/embed)?(\/|$)/.test(url?.pathname ?? '');
    if (!url || !frameHosts.includes(url.hostname) || (url.hostname === 'www.google.com' && !map))
      found.push(`IFRAME ${frame.src.slice(0, 80)}`);
  }
  // A link that may open another browsing context must not give it window.opener.
  for (const link of Array.from(document.querySelectorAll('a[target], a[rel]'))) {
    const types = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const opensAnother = link.hasAttribute('target');
    if (
      types.includes('opener') ||
      (opensAnother && !(types.includes('noopener') && types.includes('noreferrer')))
    )
      found.push(`A target=${link.getAttribute('target')} rel=${link.getAttribute('rel')}`);
  }
  return found;
}

async function pwnedInFrames(page: Page): Promise<string[]> {
  const all = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame.evaluate(() => (window as unknown as { __pwned?: string[] }).__pwned ?? []).catch(() => []),
      ),
  );
  return all.flat();
}

async function recorderHits(): Promise<string[]> {
  const response = await fetch(`${RECORDER}/__hits`);
  return ((await response.json()) as { url: string }[]).map((hit) => hit.url);
}

async function exercise(page: Page) {
  // Scroll through (lazy images, sliders, reveal), hover over everything, move focus: every handler may fire.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const box = page.viewportSize() ?? { width: 1280, height: 720 };
  for (let y = 10; y < box.height; y += 80) await page.mouse.move(box.width / 2, y, { steps: 2 });
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
}

test.beforeAll(() => {
  expect(RECORDER, 'RECORDER_URL: run through npm run test:hardening').toMatch(/^http:\/\//);
});

for (const target of TARGETS) {
  test(`${target.path}: the poisoned content renders inert`, async ({ page }) => {
    const before = await recorderHits();
    const seen = await watch(page);
    const response = await page.goto(target.path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await exercise(page);
    await page.waitForLoadState('networkidle');

    // The payloads arrived, as text.
    const text = await page.locator('body').innerText();
    const tags = new Set(text.match(/[XTU]\d\d@[\w.]+@\d+/g) ?? []);
    test.info().annotations.push({ type: 'payload tags shown as text', description: String(tags.size) });
    expect(tags.size, 'poisoned text on the page').toBeGreaterThan(0);

    // And nothing ran (soft: a failure lists every way something got through, not just the first).
    expect.soft(await pwnedInFrames(page), 'window.__pwned').toEqual([]);
    expect.soft(seen.dialogs, 'dialogs').toEqual([]);
    expect.soft(seen.requests, 'requests to other hosts').toEqual([]);
    expect.soft(seen.violations, 'CSP violations').toEqual([]);
    expect.soft(seen.pageErrors, 'page errors').toEqual([]);
    expect
      .soft(await page.evaluate(dangerousLeftovers, FRAME_HOSTS), 'dangerous leftovers in the DOM')
      .toEqual([]);
    expect.soft((await recorderHits()).slice(before.length), 'recorder hits').toEqual([]);

    // The page still shows its own content.
    await expect(page.locator('main')).toBeVisible();
    const expected = await target.texts();
    const shown = expected.filter((title) => title && text.includes(title));
    expect(shown.length, `its own titles (${expected.slice(0, 3).join(' | ')}…)`).toBeGreaterThan(0);
  });
}

test('search results and the gallery lightbox render poisoned titles inert', async ({ page }) => {
  const seen = await watch(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/es');
  await page.getByRole('button', { name: es.search.open }).click();
  const box = page.getByPlaceholder(es.search.placeholder);
  await box.fill('a');
  await box.press('Enter');
  await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(/T\d\d@title@\d+/);
  await page.keyboard.press('Escape');

  await page.goto('/es/galeria');
  await page.locator('main [data-lightbox-index]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.waitForLoadState('networkidle');

  expect(await pwnedInFrames(page)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.requests).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(await page.evaluate(dangerousLeftovers, FRAME_HOSTS)).toEqual([]);
});
