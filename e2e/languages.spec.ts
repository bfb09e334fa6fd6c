import { expect, test } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { PAGE_KINDS, pathFor } from '../lib/routes';

import { waitForHydration } from './support/hydration';
import { directoryPosts, snapshotFull } from './support/snapshot';

const DICT = { es, en } as const;
const LANGS = ['es', 'en'] as const;
/** Categories written in Spanish and shown on English pages too (the directory, contact, plan, counters). */
const SHARED = [16, 17, 25, 26, 27];

test.use({ reducedMotion: 'reduce' });

/** Each text node whose text is one of `texts`, with its language: its element's closest `lang`. */
function languagesOf(texts: string[]) {
  const wanted = new Set(texts);
  const found: { text: string; lang: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (wanted.has(text))
      found.push({ text, lang: node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '' });
  }
  return found;
}

test.describe('English that is English', () => {
  for (const kind of PAGE_KINDS) {
    test(`${pathFor(kind, 'en')}: the h1 is English`, async ({ page }) => {
      const spanishTitles = (await Promise.all(SHARED.map(snapshotFull))).flat().map((post) => post.title);
      await page.goto(pathFor(kind, 'en'));
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      expect(await h1.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');
      expect(spanishTitles).not.toContain((await h1.textContent())?.trim());
    });
  }

  test('the contact page is English: its h1, its body from contenido_en', async ({ page }) => {
    const [contact] = await snapshotFull(26);
    await page.goto('/en/contact');
    await expect(page.locator('h1')).toHaveText(contact!.english.title || en.nav.contact);
    const firstSentence = contact!.english.content.split('. ')[0]!;
    const paragraph = page.locator('main p', { hasText: firstSentence });
    await expect(paragraph).toBeVisible();
    expect(await paragraph.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    await expect(page.locator('main')).not.toContainText(contact!.content.slice(0, 40));
  });

  test('English fields replace the Spanish on /en/directory; what exists only in Spanish carries lang="es"', async ({
    page,
  }) => {
    const posts = await directoryPosts();
    const translated = posts.filter((post) => post.english.title);
    const untranslated = posts.filter((post) => !post.english.title);
    const spanishDescriptions = posts
      .filter((post) => !post.english.descripcion && post.fields.descripcion)
      .map((post) => post.fields.descripcion!);
    expect(translated.length).toBeGreaterThan(0);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(spanishDescriptions.length).toBeGreaterThan(0);

    await page.goto('/en/directory');
    const found = await page.evaluate(languagesOf, [
      ...untranslated.map((post) => post.title),
      ...spanishDescriptions,
      ...translated.map((post) => post.english.title),
    ]);
    for (const post of translated) {
      expect(
        found.filter((item) => item.text === post.english.title).map((item) => item.lang),
        post.english.title,
      ).toContain('en');
      await expect(page.locator(`#proveedor-${post.slug} h2`)).toHaveText(post.english.title);
    }
    const spanish = found.filter((item) => !translated.some((post) => post.english.title === item.text));
    expect(spanish.length).toBeGreaterThanOrEqual(untranslated.length + spanishDescriptions.length);
    expect(spanish.filter((item) => item.lang !== 'es')).toEqual([]);
  });

  test('every English plaza page marks the Spanish-only titles it shows', async ({ page }) => {
    const spanishOnly = (await Promise.all([...SHARED, 7, 10].map(snapshotFull)))
      .flat()
      .filter((post) => !post.english.title)
      .map((post) => post.title);
    let checked = 0;
    for (const kind of PAGE_KINDS) {
      await page.goto(pathFor(kind, 'en'));
      const found = await page.evaluate(languagesOf, spanishOnly);
      expect(
        found.filter((item) => item.lang !== 'es'),
        pathFor(kind, 'en'),
      ).toEqual([]);
      checked += found.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('the English search marks a provider’s Spanish name, not an English one', async ({ page }) => {
    const posts = await directoryPosts();
    const spanish = posts.find((post) => !post.english.title)!;
    const english = posts.find((post) => post.english.title)!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    // A click before the header's island hydrates does nothing (it failed so once on a loaded machine).
    const open = page.getByRole('button', { name: en.search.open });
    await waitForHydration(page, open);
    await open.click();
    const box = page.getByPlaceholder(en.search.placeholder);
    for (const [title, lang] of [
      [spanish.title, 'es'],
      [english.english.title, null],
    ] as const) {
      await box.fill(title);
      await box.press('Enter');
      const result = page.getByRole('dialog').getByRole('link', { name: title });
      await expect(result.first()).toBeVisible();
      expect(await result.first().getAttribute('lang'), title).toBe(lang);
    }
  });

  test('the Spanish directory shows the Spanish texts, unmarked', async ({ page }) => {
    const posts = await directoryPosts();
    await page.goto('/es/directorio');
    const found = await page.evaluate(
      languagesOf,
      posts.map((post) => post.title),
    );
    expect(new Set(found.map((item) => item.text)).size).toBe(new Set(posts.map((post) => post.title)).size);
    expect(found.filter((item) => item.lang !== 'es')).toEqual([]);
    for (const post of posts.filter((item) => item.english.title))
      await expect(page.locator('main')).not.toContainText(post.english.title);
  });
});

/** The snapshot's opening hours as schema.org groups them: one entry per set of hours. */
async function expectedHours() {
  const [counters] = await snapshotFull(25);
  const days = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const groups = new Map<string, string[]>();
  days.forEach((day, index) => {
    const opens = counters!.fields[`horario_${day}_abre`]!.slice(0, 5) || '00:00';
    const closes = counters!.fields[`horario_${day}_cierra`]!.slice(0, 5) || '00:00';
    groups.set(`${opens}-${closes}`, [
      ...(groups.get(`${opens}-${closes}`) ?? []),
      `https://schema.org/${names[index]}`,
    ]);
  });
  return [...groups].map(([key, dayOfWeek]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens: key.split('-')[0],
    closes: key.split('-')[1],
  }));
}

test.describe('opening hours', () => {
  for (const lang of LANGS) {
    test(`every plaza page (${lang}) publishes them in its JSON-LD and shows them in its footer`, async ({
      page,
    }) => {
      const hours = await expectedHours();
      const open = hours.filter((entry) => entry.opens !== '00:00');
      expect(open.length).toBeGreaterThan(0);
      for (const kind of PAGE_KINDS) {
        await page.goto(pathFor(kind, lang));
        const json = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        ) as { '@graph': Record<string, unknown>[] };
        const plaza = json['@graph'].find((item) => item['@type'] === 'ShoppingCenter');
        expect(plaza?.openingHoursSpecification, pathFor(kind, lang)).toEqual(hours);
        const footer = page.locator('footer');
        await expect(footer.getByText(DICT[lang].hours.title)).toBeVisible();
        for (const entry of open) {
          await expect(footer.locator(`time[datetime="${entry.opens}"]`).first()).toBeAttached();
          await expect(footer.locator(`time[datetime="${entry.closes}"]`).first()).toBeAttached();
        }
        await expect(footer.getByText(DICT[lang].hours.closed)).toBeVisible();
      }
    });
  }
});

test.describe('the contact page at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ['/es/contacto', '/en/contact', '/contact']) {
    test(`${path}: the form's first field, the phone and the hours are in the first screen`, async ({
      page,
    }) => {
      await page.goto(path);
      const lang = path.startsWith('/es') ? 'es' : 'en';
      const firstField = page.getByLabel(DICT[lang].contact.labels.name, { exact: true });
      const phone = page.getByRole('main').locator('a[href^="tel:"]').first();
      const hours = page.getByRole('main').getByText(DICT[lang].hours.title);
      for (const element of [firstField, phone, hours]) {
        await expect(element).toBeInViewport();
        const box = await element.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(800);
      }
    });
  }
});
