import { expect, test, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { pathFor } from '../lib/routes';

import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { directoryPosts, type SnapshotPost } from './support/snapshot';

const DICT = { es, en } as const;
const LANGS = ['es', 'en'] as const;

test.use({ reducedMotion: 'reduce' });

/** The test's own reading of the rule: every word of the query starts a word of the provider's texts. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (value: string) =>
  fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
function expectedMatches(posts: SnapshotPost[], query: string): string[] {
  return posts
    .filter((post) => {
      const texts = [post.title, post.content, post.fields.descripcion ?? '', ...Object.values(post.english)];
      const own = texts.flatMap(words);
      return words(query).every((term) => own.some((word) => word.startsWith(term)));
    })
    .map((post) => `proveedor-${post.slug}`)
    .sort();
}

/** Opens the directory once its finder is live. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A chip (a click handler, which the shared helper looks for) hydrates with the text box: one island.
  await waitForHydration(page, 'main button[aria-pressed]');
}

const visibleCards = (page: Page) => page.locator('main article:visible');
const visibleIds = async (page: Page) =>
  (await visibleCards(page).evaluateAll((cards) => cards.map((card) => card.id))).sort();

for (const lang of LANGS) {
  const labels = DICT[lang].directory.finder;
  const path = pathFor('directory', lang);
  const filterBox = (page: Page) => page.getByRole('searchbox', { name: labels.label });

  test.describe(`the directory finder (${lang})`, () => {
    test('a typed filter leaves the matching cards, is announced, lives in the address, survives reload, and Back undoes it', async ({
      page,
    }) => {
      const posts = await directoryPosts();
      const matching = expectedMatches(posts, 'cardio');
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.length).toBeLessThan(posts.length);

      await open(page, path);
      await expect(visibleCards(page)).toHaveCount(posts.length);
      await filterBox(page).fill('cardio');
      await expect.poll(() => visibleIds(page)).toEqual(matching);
      const announced = (matching.length === 1 ? labels.shownOne : labels.shown)
        .replace('{n}', String(matching.length))
        .replace('{total}', String(posts.length));
      await expect(page.getByRole('status')).toHaveText(announced);
      await expect(page.getByRole('status')).toHaveAttribute('role', 'status');
      await expect(page).toHaveURL(`${path}?q=cardio`);

      await page.reload();
      await expect(filterBox(page)).toHaveValue('cardio');
      await expect.poll(() => visibleIds(page)).toEqual(matching);

      await page.goBack();
      await expect(page).toHaveURL(path);
      await expect(filterBox(page)).toHaveValue('');
      await expect(visibleCards(page)).toHaveCount(posts.length);
      await expect(page.getByRole('status')).toHaveText(labels.count.replace('{n}', String(posts.length)));
    });

    test('accents and case are ignored: "Cardiología" finds what "cardio" finds', async ({ page }) => {
      const posts = await directoryPosts();
      await open(page, `${path}?q=${encodeURIComponent('Cardiología')}`);
      await expect(filterBox(page)).toHaveValue('Cardiología');
      await expect.poll(() => visibleIds(page)).toEqual(expectedMatches(posts, 'cardio'));
      await filterBox(page).fill('CARDIOLOGIA');
      await expect.poll(() => visibleIds(page)).toEqual(expectedMatches(posts, 'cardio'));
    });

    test('a section chip narrows to its category, with the count it shows', async ({ page }) => {
      const posts = await directoryPosts();
      // The medical centre's entries are category 17; the others are the rest of the directory.
      const medical = posts
        .filter((post) => post.categories.includes(17))
        .map((post) => `proveedor-${post.slug}`)
        .sort();
      await open(page, path);
      const chip = page.getByRole('button', { name: `${labels.medical} (${medical.length})` });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => visibleIds(page)).toEqual(medical);
      await expect(page).toHaveURL(`${path}?section=medical`);
      await expect(page.getByRole('status')).toHaveText(
        labels.shown.replace('{n}', String(medical.length)).replace('{total}', String(posts.length)),
      );

      const others = posts.length - medical.length;
      await page.getByRole('button', { name: `${labels.shops} (${others})` }).click();
      await expect(visibleCards(page)).toHaveCount(others);
      await page.goBack();
      await expect.poll(() => visibleIds(page)).toEqual(medical);
    });

    test('no match offers to clear the filter and the plaza’s phone; clearing brings every card back', async ({
      page,
    }) => {
      const posts = await directoryPosts();
      await open(page, path);
      await filterBox(page).fill('zzqxw');
      await expect(visibleCards(page)).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(labels.none);
      await expect(page.getByRole('main').locator('a[href="tel:+526865550100"]')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: labels.clear }).click();
      await expect(visibleCards(page)).toHaveCount(posts.length);
      await expect(filterBox(page)).toBeFocused();
      await expect(page).toHaveURL(path);
    });

    test('finds a provider by words its page does not carry, which it fetches apart', async ({ page }) => {
      const posts = await directoryPosts();
      // Each provider's words in both languages would take 1.1 kB of the document's first round trip.
      const inPage = new Set(words(await (await page.request.get(path)).text()));
      const absent = posts
        .flatMap((post) => [...words(post.content), ...words(post.english.content)])
        .filter((word) => word.length > 4 && !inPage.has(word));
      expect(absent.length, 'words of the providers that the document does not carry').toBeGreaterThan(0);
      const query = absent.find((word) => expectedMatches(posts, word).length < posts.length)!;
      await open(page, path);
      await filterBox(page).fill(query);
      await expect.poll(() => visibleIds(page)).toEqual(expectedMatches(posts, query));
    });

    test('without its words (their request fails) it matches the names it shows', async ({ page }) => {
      const posts = await directoryPosts();
      await page.route('**/directory-words.json', (route) => route.abort());
      await open(page, path);
      const names = posts.map((post) => ({
        id: `proveedor-${post.slug}`,
        name: lang === 'en' ? post.english.title || post.title : post.title,
      }));
      const named = (query: string) =>
        names
          .filter(({ name }) => words(name).some((word) => word.startsWith(query)))
          .map(({ id }) => id)
          .sort();
      // A word of a name that not every name has, so a finder that filtered nothing would fail.
      const query = names
        .flatMap(({ name }) => words(name))
        .find((word) => named(word).length < posts.length)!;
      expect(query).toBeDefined();
      await filterBox(page).fill(query);
      await expect.poll(() => visibleIds(page)).toEqual(named(query));
    });

    test('axe finds nothing with a filter applied', async ({ page }) => {
      await open(page, `${path}?q=cardio&section=medical`);
      await expect(page.getByRole('button', { name: new RegExp(`^${labels.medical}`) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`the directory without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });
    test('shows every card, even for a filtered address, and offers no filter that cannot work', async ({
      page,
    }) => {
      const posts = await directoryPosts();
      await page.goto(`${path}?q=cardio`);
      await expect(visibleCards(page)).toHaveCount(posts.length);
      await expect(filterBox(page)).toBeHidden();
    });
  });
}
