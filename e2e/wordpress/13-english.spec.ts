import { expect, test } from '@playwright/test';

import { categoriesFor } from '../../lib/wordpress/categories';

import { inHtml, page as fetchPage, servedAfterWebhook } from './support/site';
import { postsOf, quiet, updatePost, type WpPost } from './support/wordpress';

/** The directory's providers as WordPress holds them now, each once (categories 16 and 17 by default). */
async function providers(): Promise<WpPost[]> {
  const seen = new Set<number>();
  const lists = await Promise.all(categoriesFor('directory', 'en').map(postsOf));
  return lists.flat().filter((post) => !seen.has(post.id) && !!seen.add(post.id));
}

/** The language of the element that shows `text` on the page (its closest `lang`), or null if none does. */
function languageOf(text: string): string | null {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() === text)
      return node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
  }
  return null;
}

const COUNTERS = categoriesFor('counters', 'es')[0]!;

/** The plaza's hours as the page's JSON-LD publishes them (openingHoursSpecification of the plaza's node). */
function publishedHours(html: string): { dayOfWeek: string[]; opens: string; closes: string }[] {
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(script) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
  const plaza = graph.find((node) => 'openingHoursSpecification' in node);
  return (plaza?.openingHoursSpecification ?? []) as { dayOfWeek: string[]; opens: string; closes: string }[];
}

/**
 * How long a change may take to reach a page here: what is shown is this spec's subject; how fast is
 * 04-republish's (10 s, with its figures). A change to the counters post regenerates every plaza
 * page, which on the shared test machine can take longer than that.
 */
const REGENERATED_WITHIN = 45_000;

const SUNDAY = 'https://schema.org/Sunday';

// (9) English fields: an editor fills a provider's English description (ACF) and presses Update.
test('an English description set in WordPress is on /en/directory after Update; a Spanish fallback is marked lang="es"', async ({
  page,
}) => {
  const untranslated = (await providers()).filter((post) => !post.acf.descripcion_en && post.acf.descripcion);
  expect(untranslated.length, 'providers without an English description').toBeGreaterThanOrEqual(2);
  const [edited, other] = untranslated as [WpPost, WpPost];
  const english = `Eye exams and frames, written in English · ${Date.now() % 100_000}`;

  await quiet();
  const pressed = performance.now();
  await updatePost(edited.id, { acf: { descripcion_en: english } });
  try {
    await servedAfterWebhook(
      '/en/directory',
      (html) => html.includes(inHtml(english)),
      pressed,
      REGENERATED_WITHIN,
    );

    await page.goto('/en/directory');
    // The edited provider's description is English now: in the page's language, no lang="es" around it.
    expect(await page.evaluate(languageOf, english)).toBe('en');
    expect(await page.evaluate(languageOf, edited.acf.descripcion!)).toBeNull();
    // Another provider still has only its Spanish description: shown, marked as Spanish.
    expect(await page.evaluate(languageOf, other.acf.descripcion!)).toBe('es');
    // The Spanish page keeps the Spanish description.
    await page.goto('/es/directorio');
    expect(await page.evaluate(languageOf, edited.acf.descripcion!)).toBe('es');
    expect(await page.evaluate(languageOf, english)).toBeNull();
  } finally {
    await updatePost(edited.id, { acf: { descripcion_en: '' } });
    await quiet();
  }
});

// (9) Opening hours: an editor opens the reception on Sundays (the counters post's time pickers).
test('hours changed in WordPress are in the footer, beside the contact form and in the JSON-LD after Update', async ({
  page,
}) => {
  const [counters] = await postsOf(COUNTERS);
  expect(counters, 'the counters post').toBeTruthy();
  // The seeded week: Sunday closed (both fields empty), which every page says now.
  expect([counters!.acf.horario_domingo_abre, counters!.acf.horario_domingo_cierra]).toEqual(['', '']);
  const sunday = (html: string) => publishedHours(html).find((entry) => entry.dayOfWeek.includes(SUNDAY));
  expect(sunday((await fetchPage('/en/directory')).html)).toMatchObject({ opens: '00:00', closes: '00:00' });

  await quiet();
  const pressed = performance.now();
  await updatePost(counters!.id, { acf: { horario_domingo_abre: '10:00', horario_domingo_cierra: '13:30' } });
  try {
    const opened = (html: string) => sunday(html)?.opens === '10:00';
    for (const path of ['/en/directory', '/es/contacto'])
      await servedAfterWebhook(path, opened, pressed, REGENERATED_WITHIN);

    await page.goto('/en/directory');
    expect(sunday(await page.content())).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [SUNDAY],
      opens: '10:00',
      closes: '13:30',
    });
    const footerDay = (name: string) =>
      page
        .locator('footer dl > div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    await expect(footerDay('Sunday')).toHaveText('10:00 AM – 1:30 PM');
    await expect(footerDay('Saturday')).toHaveText('8:00 AM – 2:00 PM');

    // The Spanish contact page: beside the form (the main content) and in its footer, in Spanish.
    await page.goto('/es/contacto');
    const day = (scope: string, name: string) =>
      page
        .locator(`${scope} dl > div`)
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    await expect(day('main', 'Domingo')).toHaveText('10:00 – 13:30');
    await expect(day('footer', 'Domingo')).toHaveText('10:00 – 13:30');
  } finally {
    await updatePost(counters!.id, { acf: { horario_domingo_abre: '', horario_domingo_cierra: '' } });
    await quiet();
  }
});
