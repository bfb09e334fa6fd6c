import { expect, test, type Page } from '@playwright/test';

import { LOCALES } from '../lib/i18n/locales';
import { pathFor } from '../lib/routes';

/**
 * At every width from 1024 to 1920 px, in both languages, every item of the header stays on one line (the
 * longest are the English "Paris Medical Center" and "Paris Pharmacy"), inside the bar's height, without
 * touching its neighbour. Screenshots at 390, 1024, 1366 and 1920 px are kept as artefacts.
 */
const BAR_HEIGHT = 72;
const SCREENSHOT_WIDTHS = [390, 1024, 1366, 1920];
const WIDTHS = [
  ...new Set([...Array.from({ length: 57 }, (_, step) => 1024 + step * 16), ...SCREENSHOT_WIDTHS]),
].sort((a, b) => a - b);

type Problem = { item: string; problem: string };

/** Every visible link and button of the bar: its lines of text, its box against the bar and neighbours. */
function headerProblems(page: Page): Promise<{ barHeight: number; items: number; problems: Problem[] }> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('header [data-fixed]')!;
    const barBox = bar.getBoundingClientRect();
    const items = [...bar.querySelectorAll<HTMLElement>('a, button')].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !element.closest('dialog'),
    );
    const problems: { item: string; problem: string }[] = [];
    const name = (element: HTMLElement) =>
      element.textContent?.replace(/\s+/g, ' ').trim() ||
      element.getAttribute('aria-label') ||
      element.tagName;
    for (const element of items) {
      // Lines of visible text: one rectangle per line a text node spans (visually hidden text is 1 px wide).
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      const lines = tops
        .sort((a, b) => a - b)
        .filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
      if (lines > 1) problems.push({ item: name(element), problem: `${lines} lines` });
      const box = element.getBoundingClientRect();
      if (box.top < barBox.top - 0.5 || box.bottom > barBox.bottom + 0.5)
        problems.push({
          item: name(element),
          problem: `outside the bar (${Math.round(box.top)}–${Math.round(box.bottom)})`,
        });
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
        problems.push({ item: name(element), problem: 'off screen' });
    }
    const boxes = items
      .map((element) => ({ item: name(element), box: element.getBoundingClientRect() }))
      .sort((a, b) => a.box.left - b.box.left);
    for (let index = 1; index < boxes.length; index += 1) {
      const [before, after] = [boxes[index - 1]!, boxes[index]!];
      if (
        before.box.right > after.box.left + 0.5 &&
        !(before.box.bottom <= after.box.top || after.box.bottom <= before.box.top)
      )
        problems.push({ item: after.item, problem: `overlaps ${before.item}` });
    }
    return { barHeight: barBox.height, items: items.length, problems };
  });
}

for (const lang of LOCALES) {
  test(`${pathFor('home', lang)}: every header item on one line from 1024 to 1920 px, screenshots at 390/1024/1366/1920`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto(pathFor('home', lang));
    const header = page.getByRole('banner');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { barHeight, items, problems } = await headerProblems(page);
      expect(barHeight, `${width} px: bar height`).toBe(BAR_HEIGHT);
      // Logo and search at least; menu button or the menu, languages and search from 1100 px.
      expect(items, `${width} px: items`).toBeGreaterThanOrEqual(3);
      expect(problems, `${width} px`).toEqual([]);
      expect((await header.boundingBox())!.height, `${width} px: header height`).toBe(BAR_HEIGHT);
    }
    for (const width of SCREENSHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect((await headerProblems(page)).problems, `${width} px`).toEqual([]);
      const file = testInfo.outputPath(`header-${lang}-${width}.png`);
      await header.screenshot({ path: file, animations: 'disabled' });
      await testInfo.attach(`header-${lang}-${width}.png`, { path: file, contentType: 'image/png' });
    }
  });
}
