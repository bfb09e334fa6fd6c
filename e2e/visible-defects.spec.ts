import { expect, test, type Locator, type Page } from '@playwright/test';

import en from '../content/i18n/en.json' with { type: 'json' };
import es from '../content/i18n/es.json' with { type: 'json' };
import { pathFor } from '../lib/routes';

import { heroTitles } from './support/snapshot';

/**
 * Issue 20 (a), (b) and (d): what a visitor saw broken on the landed site, on a phone and on a desktop.
 * Each check asks the browser what is really on screen (hit testing, pixels), not what is in the DOM.
 */
const DICT = { es, en } as const;
const LANGS = ['es', 'en'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** What the visitor sees where the hero's centre is, and where the slide's title and picture are. */
async function slideOnScreen(hero: Locator, index: number) {
  return hero.evaluate((section, wanted) => {
    const slides = [...section.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const slide = slides[wanted]!;
    const track = slides[0]!.parentElement!.getBoundingClientRect();
    const centre = { x: track.left + track.width / 2, y: track.top + track.height / 2 };
    const atCentre = document.elementFromPoint(centre.x, centre.y);
    const image = slide.querySelector('img');
    const title = slide.querySelector<HTMLElement>('p');
    const titleBox = title?.getBoundingClientRect();
    const atTitle = titleBox ? document.elementFromPoint(titleBox.left + Math.min(20, titleBox.width / 2), titleBox.top + titleBox.height / 2) : null;
    const box = image?.getBoundingClientRect();
    return {
      centreInSlide: slides.findIndex((candidate) => candidate.contains(atCentre)),
      opacity: Number(getComputedStyle(slide).opacity),
      imageLoaded: !!image && image.complete && image.naturalWidth > 0,
      imageCoversCentre: !!box && box.left <= centre.x && box.right >= centre.x && box.top <= centre.y && box.bottom >= centre.y,
      titleText: title?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      titleOnScreen: !!titleBox && titleBox.left >= 0 && titleBox.right <= window.innerWidth && titleBox.top >= 0 && titleBox.bottom <= window.innerHeight,
      titleHit: !!title && !!atTitle && title.contains(atTitle),
    };
  }, index);
}

async function expectSlide(hero: Locator, index: number, title: string) {
  await expect.poll(async () => (await slideOnScreen(hero, index)).opacity, { message: `slide ${index + 1} fades in` }).toBe(1);
  await expect.poll(async () => (await slideOnScreen(hero, index)).imageLoaded, { message: `slide ${index + 1}'s picture loads` }).toBe(true);
  const seen = await slideOnScreen(hero, index);
  expect(seen, `slide ${index + 1}`).toEqual({
    centreInSlide: index,
    opacity: 1,
    imageLoaded: true,
    imageCoversCentre: true,
    titleText: title,
    titleOnScreen: true,
    titleHit: true,
  });
}

/** A horizontal mouse drag across the hero (keen-slider follows pointer drags as it follows touch). */
async function swipe(page: Page, hero: Locator, direction: 'left' | 'right') {
  const box = (await hero.boundingBox())!;
  const y = box.y + box.height * 0.3;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 12 });
  await page.mouse.up();
}

for (const lang of LANGS) {
  for (const viewport of VIEWPORTS) {
    test(`(a) ${pathFor('home', lang)} at ${viewport.width} px: every hero slide, once active, is on screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const titles = await heroTitles(lang);
      expect(titles.length).toBeGreaterThanOrEqual(3);
      await page.goto(pathFor('home', lang));
      const hero = page.getByRole('region', { name: DICT[lang].carousel.hero });
      const next = hero.getByRole('button', { name: DICT[lang].carousel.next });
      await expect(next).toBeEnabled();
      const dot = (n: number) => hero.getByRole('button', { name: DICT[lang].carousel.goTo.replace('{n}', String(n)).replace('{total}', String(titles.length)), exact: true });

      await expectSlide(hero, 0, titles[0]!);
      await next.click();
      await expectSlide(hero, 1, titles[1]!);
      await dot(3).click();
      await expectSlide(hero, 2, titles[2]!);
      await swipe(page, hero, 'right');
      await expectSlide(hero, 1, titles[1]!);
      await dot(1).click();
      await expectSlide(hero, 0, titles[0]!);
      await swipe(page, hero, 'left');
      await expectSlide(hero, 1, titles[1]!);
    });
  }
}
