import { expect, test, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };

import { waitForHydration } from './support/hydration';

/**
 * Interaction animations run on framer-motion, fetched with the island that needs them when a
 * visitor is about to interact, never with a page's first load; reduced motion means no animation.
 * framer-motion is recognised in a script by a string its renderer keeps through minification.
 */
const FRAMER_MOTION = 'data-framer-appear-id';

/** Every script the page has fetched so far, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  return scripts;
}

async function scriptsWithFramerMotion(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, text] of scripts) if ((await text).includes(FRAMER_MOTION)) found.push(url);
  return found;
}

/**
 * The transforms an element matching `selector` goes through, frame by frame, for `ms` from the first frame it
 * exists after `act` (or from the start if it already exists). On a loaded machine the island may take seconds
 * to answer a click, so the window opens with the element, waiting for it at most `patience` ms.
 */
async function transformsDuring(
  page: Page,
  selector: string,
  act: () => Promise<void>,
  ms = 3000,
  patience = 20_000,
): Promise<string[]> {
  const sampling = page.evaluate(
    ({ wanted, duration, wait }) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const start = performance.now();
        let appeared: number | undefined;
        const tick = () => {
          const now = performance.now();
          const element = document.querySelector(wanted);
          if (element) {
            appeared ??= now;
            seen.push(getComputedStyle(element).transform);
          }
          if (now < (appeared === undefined ? start + wait : appeared + duration))
            requestAnimationFrame(tick);
          else resolve(seen);
        };
        requestAnimationFrame(tick);
      }),
    { wanted: selector, duration: ms, wait: patience },
  );
  await act();
  return sampling;
}

const IDENTITY = ['none', 'matrix(1, 0, 0, 1, 0, 0)'];

/** How far each sampled transform moves the panel (px), and the frames strictly between rest and hidden. */
function inBetween(transforms: string[]): number[] {
  const offsets = transforms.map((value) => {
    const [, , , , x = 0, y = 0] = value.match(/-?[\d.]+/g)?.map(Number) ?? [];
    return Math.abs(x) + Math.abs(y);
  });
  const hidden = Math.max(...offsets);
  return offsets.filter((offset) => offset > 0.5 && offset < hidden - 0.5);
}

test.describe('with motion', () => {
  test('the off-canvas menu slides in and out, with framer-motion fetched only once the visitor reaches for it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = recordScripts(page);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    await waitForHydration(page, `button[aria-haspopup="dialog"]`);
    expect(await scriptsWithFramerMotion(scripts), 'framer-motion in the first load').toEqual([]);

    const trigger = page.getByRole('button', { name: en.nav.openMenu });
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    const opening = await transformsDuring(page, 'dialog[open] [data-motion-panel]', () => trigger.click());
    await expect(menu).toBeVisible();
    // On a loaded machine headless Chromium draws few frames: one frame in between proves the animation.
    expect(inBetween(opening).length, `opening: ${opening.join(' | ')}`).toBeGreaterThan(0);
    expect(IDENTITY).toContain(opening.at(-1));
    expect(
      (await scriptsWithFramerMotion(scripts)).length,
      'framer-motion fetched with the island',
    ).toBeGreaterThan(0);

    const closing = await transformsDuring(page, '[data-motion-panel]', () =>
      menu.getByRole('button', { name: en.nav.closeMenu }).click(),
    );
    expect(inBetween(closing).length, `closing: ${closing.join(' | ')}`).toBeGreaterThan(0);
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('an FAQ answer opens and closes in steps', async ({ page }) => {
    await page.goto('/faq');
    const questions = 'main :is(h2, h3, h4) > button[aria-controls]';
    await waitForHydration(page, questions);
    const question = page.locator(`${questions}[aria-expanded="false"]`).first();
    // The pointer reaching the accordion fetches the motion kit.
    const kit = page.waitForResponse((response) => response.request().resourceType() === 'script');
    await question.hover();
    await kit;
    const panel = `#${await question.getAttribute('aria-controls')}`;
    // On a loaded machine the first click can come before the kit has arrived and run (it then opens at
    // once): one open and close first, once the page's requests are done, so the steps measured are the kit's.
    await page.waitForLoadState('networkidle');
    await question.click();
    await expect(page.locator(panel)).toBeVisible();
    await question.click();
    await expect(page.locator(panel)).toBeHidden();
    const heightsAfterClick = () =>
      page.evaluate(async (wanted) => {
        const seen: number[] = [];
        const start = performance.now();
        document.querySelector<HTMLButtonElement>(`[aria-controls="${wanted.slice(1)}"]`)!.click();
        while (performance.now() - start < 1500) {
          seen.push(document.querySelector(wanted)!.getBoundingClientRect().height);
          await new Promise(requestAnimationFrame);
        }
        return seen;
      }, panel);
    const opening = await heightsAfterClick();
    const open = opening.at(-1)!;
    expect(open).toBeGreaterThan(10);
    expect(
      opening.filter((height) => height > 0.5 && height < open - 0.5).length,
      opening.join(' '),
    ).toBeGreaterThan(0);
    const closing = await heightsAfterClick();
    expect(closing.at(-1)).toBe(0);
    expect(
      closing.filter((height) => height > 0.5 && height < open - 0.5).length,
      closing.join(' '),
    ).toBeGreaterThan(0);
    await expect(page.locator(panel)).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the off-canvas menu opens and closes at once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await waitForHydration(page, `button[aria-haspopup="dialog"]`);
    const trigger = page.getByRole('button', { name: en.nav.openMenu });
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    await trigger.hover();
    const opening = await transformsDuring(page, 'dialog[open] [data-motion-panel]', () => trigger.click());
    await expect(menu).toBeVisible();
    expect(opening.length, 'the panel was sampled').toBeGreaterThan(0);
    expect(inBetween(opening), `opening: ${opening.join(' | ')}`).toEqual([]);
    expect(IDENTITY).toContain(opening.at(-1));
    const closing = await transformsDuring(page, 'dialog[open] [data-motion-panel]', () =>
      page.keyboard.press('Escape'),
    );
    expect(inBetween(closing), `closing: ${closing.join(' | ')}`).toEqual([]);
    await expect(menu).toBeHidden();
  });
});
