import { expect, test, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { PAGE_KINDS, pathFor, type PageKind } from '../lib/routes';

import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { directoryPosts, mediaCount, snapshotFull, snapshotPosts } from './support/snapshot';

const DICT = { es, en } as const;
const LANGS = ['es', 'en'] as const;

async function sharedHeading(category: number, lang: 'es' | 'en', pageName: string): Promise<string> {
  const [post] = await snapshotFull(category);
  if (!post) return pageName;
  return lang === 'es' ? post.title : post.english.title || pageName;
}

/** Texts each page must show, from the dictionaries and the bundled snapshot the build used. */
async function keyTexts(kind: PageKind, lang: 'es' | 'en'): Promise<string[]> {
  const dict = DICT[lang];
  const first = async (es: number, en: number) =>
    (await snapshotPosts(lang === 'es' ? es : en))[0]?.title ?? '';
  switch (kind) {
    case 'home':
      return [
        dict.home.phoneTitle,
        dict.home.countersTitle,
        dict.home.spacesTitle,
        dict.home.spacesLink,
        dict.home.aboutTitle,
        dict.home.facilitiesTitle,
        dict.home.consultingRooms,
        dict.home.additionalServices,
        dict.home.medicalGridTitle,
        dict.home.spacesForRentTitle,
        dict.home.testimonialsTitle,
        dict.home.watchVideo,
        dict.home.medicalCentreButton,
      ];
    case 'directory':
      // English pages show a provider's English title where WordPress has one.
      return (await directoryPosts())
        .slice(0, 4)
        .map((post) => (lang === 'en' && post.english.title) || post.title);
    case 'gallery':
      return [dict.gallery.title];
    case 'medicalCentre':
      return [
        await first(11, 14),
        ...dict.medicalCentre.areas.map((area) => area.title),
        ...dict.medicalCentre.areas.flatMap((area) => area.items),
      ];
    case 'pharmacy':
      return [await first(12, 19), dict.pharmacy.commentsTitle];
    // Shared Spanish posts: an English page is headed by the English title, else by its own name.
    case 'contact':
      return [
        await sharedHeading(26, lang, dict.nav.contact),
        'Madero 775, Primera Sección',
        dict.contact.mapTitle,
      ];
    case 'sitePlan':
      return [await sharedHeading(27, lang, dict.sitePlan.title)];
  }
}

async function gotoQuiet(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test.use({ reducedMotion: 'reduce' });

for (const lang of LANGS) {
  for (const kind of PAGE_KINDS) {
    const path = pathFor(kind, lang);
    test(`${path}: title, canonical, hreflang, key texts, axe`, async ({ page, baseURL }) => {
      await gotoQuiet(page, path);
      await expect(page).toHaveTitle(DICT[lang].meta[kind].title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const origin = 'http://localhost:3000';
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      for (const hreflang of LANGS) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `${origin}${pathFor(kind, hreflang)}`,
        );
      }
      // x-default is the language detection page `/` (Next writes the bare origin for it).
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        /^http:\/\/localhost:3000\/?$/,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      for (const text of await keyTexts(kind, lang)) {
        await expect(page.getByText(text).first(), text).toBeAttached();
      }
      expect(baseURL).toBeTruthy();
      await expectNoAxeViolations(page);
    });
  }
}

test('/contact is the English contact page, canonical /en/contact', async ({ page }) => {
  await gotoQuiet(page, '/contact');
  await expect(page).toHaveTitle(en.meta.contact.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/en/contact',
  );
  await expect(page.getByText('Madero 775').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    for (const kind of PAGE_KINDS) {
      test(`${pathFor(kind, lang)} shows its text, links and images`, async ({ page }) => {
        await gotoQuiet(page, pathFor(kind, lang));
        for (const text of await keyTexts(kind, lang)) {
          // In the page's own content: the header's submenu holds some page names too, folded away.
          await expect(page.getByRole('main').getByText(text).first(), text).toBeVisible();
        }
        await expect(page.getByRole('navigation', { name: DICT[lang].nav.main }).first()).toBeAttached();
        const images = page.locator('main img');
        if (kind !== 'medicalCentre' || (await images.count())) {
          for (const image of await images.all()) await expect(image).toHaveAttribute('alt', /.*/);
        }
      });
    }
  }

  test('/ offers both languages', async ({ page }) => {
    await gotoQuiet(page, '/');
    await expect(page.getByText('Detectando idioma...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  });
});

test.describe('language detection at /', () => {
  test('es-MX goes to /es and stores the choice', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    await context.close();
  });

  test('fr-FR goes to /en (there is no French site)', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('a stored choice wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });
});

test('the language links land on the equivalent page and store the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoQuiet(page, '/es/directorio');
  // Hydrated, the link stores the choice as it is clicked (before hydration, the page it opens does: below).
  const english = page.getByRole('link', { name: 'Inglés' });
  await waitForHydration(page, english);
  await english.click();
  await expect(page).toHaveURL(/\/en\/directory$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  const spanish = page.getByRole('link', { name: 'Español' });
  await waitForHydration(page, spanish);
  await spanish.click();
  await expect(page).toHaveURL(/\/es\/directorio$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
});

test('a language link clicked before its page hydrated still stores the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The first page never hydrates: its scripts are refused, so its language link is a plain link.
  const scripts = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
  await page.route(scripts, (route) => route.abort());
  await page.goto('/es/directorio');
  await page.unroute(scripts);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  await page.getByRole('link', { name: 'Inglés' }).click();
  await expect(page).toHaveURL(/\/en\/directory$/);
  await waitForHydration(page, page.getByRole('link', { name: 'English' }));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('the header is fixed after 80 px and the scroll-to-top button appears after 500 px', async ({
  page,
}) => {
  await gotoQuiet(page, '/es');
  const bar = page.locator('header [data-fixed]');
  await expect(bar).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(bar).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(bar).toHaveAttribute('data-fixed', 'true');
  await expect(bar).toHaveCSS('position', 'fixed');
  const toTop = page.getByRole('button', { name: es.nav.scrollTop });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the counters end at 17 shops and 8 clinics', async ({ page }) => {
  await gotoQuiet(page, '/es');
  const counters = page.locator('#plaza dd [aria-hidden="true"]');
  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(['17', '8']);
});

test('the gallery has a second page, a deep-linkable lightbox, and Back closes it', async ({ page }) => {
  const total = await mediaCount(163);
  expect(total).toBeGreaterThan(20);
  await gotoQuiet(page, '/es/galeria');
  await expect(page.locator('main [data-lightbox-index]')).toHaveCount(20);
  await page
    .getByRole('navigation', { name: es.gallery.pages })
    .getByRole('link', { name: es.gallery.next })
    .click();
  await expect(page).toHaveURL(/\/es\/galeria\/2$/);
  await expect(page.locator('main [data-lightbox-index]')).toHaveCount(total - 20);

  await page.locator('main [data-lightbox-index]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#gid=galeria&pid=\d+$/);
  await expect(dialog.getByText(`1 / ${total - 20}`)).toBeVisible();
  const deepLink = page.url();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/es\/galeria\/2$/);

  await page.goto(deepLink);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog').getByText(`2 / ${total - 20}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the video modal opens, closes with Escape and gives focus back', async ({ page }) => {
  await gotoQuiet(page, '/es');
  expect(await page.locator('iframe').count()).toBe(0);
  const button = page.getByRole('link', { name: es.home.watchVideo }).first();
  await waitForHydration(page, 'a[aria-haspopup="dialog"]');
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Unmounted once the dialog's exit has run: asked until then, not the instant it is hidden.
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('before the video island has loaded', () => {
  test.use({ javaScriptEnabled: false });
  test('"Ver Video" plays the video on the privacy-enhanced player page', async ({ page }) => {
    await gotoQuiet(page, '/es');
    const link = page.getByRole('link', { name: es.home.watchVideo }).first();
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
  });
});

for (const lang of LANGS) {
  test(`search finds a directory provider by name (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const provider = (await snapshotPosts(16))[1]!;
    await gotoQuiet(page, pathFor('home', lang));
    await page.getByRole('button', { name: DICT[lang].search.open }).click();
    const box = page.getByPlaceholder(DICT[lang].search.placeholder);
    // The box's styles come with its lazy chunk, not with the page: styled from its first frame, not later.
    await box.waitFor();
    expect(await box.evaluate((input) => getComputedStyle(input).minHeight)).toBe('48px');
    await box.fill(provider.title.split(/\s+/).slice(0, 2).join(' '));
    await box.press('Enter');
    const result = page.getByRole('dialog').getByRole('link', { name: provider.title });
    await expect(result).toBeVisible();
    await result.click();
    // The provider's link is the directory filtered to it, scrolled to its card.
    await expect(page).toHaveURL(new RegExp(`${pathFor('directory', lang)}\\?q=[^#]+#proveedor-`));
    await expect(page.getByRole('searchbox', { name: DICT[lang].directory.finder.label })).toHaveValue(
      provider.title,
    );
    await expect(page.locator('main article:visible')).toHaveCount(1);
    await expect(page.locator('main article:visible h2')).toHaveText(provider.title);

    await page.getByRole('button', { name: DICT[lang].search.open }).click();
    await page.getByPlaceholder(DICT[lang].search.placeholder).fill('zzqxw');
    await page.getByPlaceholder(DICT[lang].search.placeholder).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'zzqxw' })).toBeVisible();
  });
}

// /en/gallery/3 is a spare gallery page (a 404 until the gallery grows); /es/galeria/9 is past the spares.
for (const path of [
  '/es/no-existe',
  '/en/nope',
  '/fr',
  '/definitely/not/here',
  '/en/gallery/3',
  '/es/galeria/9',
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const lang = path.startsWith('/en') ? 'en' : 'es';
    await expect(page.getByRole('heading', { level: 1, name: DICT[lang].notFound.title })).toBeVisible();
  });
}

test('the sitemap lists every plaza page in both languages and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of LANGS)
    for (const kind of PAGE_KINDS)
      expect(sitemap).toContain(`<loc>http://localhost:3000${pathFor(kind, lang)}</loc>`);
  expect(sitemap).toContain('/es/galeria/2');
  expect(sitemap).not.toContain('home-default');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

test('structured data: the plaza, the medical clinic, the pharmacy and breadcrumbs', async ({ page }) => {
  const graph = async (path: string) => {
    await gotoQuiet(page, path);
    const json = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': { '@type': string }[] };
    return json['@graph'].map((item) => item['@type']);
  };
  expect(await graph('/es')).toEqual(['ShoppingCenter', 'BreadcrumbList']);
  expect(await graph('/en/paris-medical-center')).toEqual([
    'ShoppingCenter',
    'MedicalClinic',
    'BreadcrumbList',
  ]);
  expect(await graph('/es/farmacia-paris')).toEqual(['ShoppingCenter', 'Pharmacy', 'BreadcrumbList']);
});

test('the off-canvas menu traps focus, closes with Escape and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoQuiet(page, '/en');
  const trigger = page.getByRole('button', { name: en.nav.openMenu });
  await trigger.click();
  const menu = page.getByRole('dialog', { name: en.nav.menu });
  await expect(menu).toBeVisible();
  // focus-trap arrives in at most 400 ms or the dialog opens without it, and the trap holds once it comes
  // (the next test: when it arrives in time, from the first Tab). Fifteen Tabs in a row must then stay.
  await expect(async () => {
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await menu.getByRole('link', { name: en.nav.gallery }).click();
  await expect(page).toHaveURL(/\/en\/gallery$/);
});

test('on a slow network the off-canvas menu opens once focus-trap is there: no Tab leaves it, from the first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoQuiet(page, '/en');
  const trigger = page.getByRole('button', { name: en.nav.openMenu });
  await waitForHydration(page, trigger);
  // From now on every script arrives 150 ms late: the chunks the button fetches (focus-trap, the motion kit).
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  await trigger.click();
  const menu = page.getByRole('dialog', { name: en.nav.menu });
  await expect(menu).toBeVisible();
  // Shift+Tab first: from the dialog's first control, without a trap, it goes straight to the browser's own.
  for (const key of ['Shift+Tab', ...Array<string>(15).fill('Tab')]) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), key).toBe(true);
  }
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await gotoQuiet(page, '/es');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: es.nav.directory });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/es\/directorio$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
