import { chromium, type Browser } from '@playwright/test';

import { TOOLS } from './tools';

/** Lighthouse's two screens: its mobile preset (Moto G Power) and its desktop preset. */
export const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

export type BrowserLoad = {
  /** Bytes of the images whose `<img>` is in the first screen (the response bodies, as sent). */
  aboveFoldImageBytes: number;
  aboveFoldImages: string[];
};

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: TOOLS.chromium.path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** Loads a page as a first visit on one screen, waits for the network to settle, and reads what it loaded. */
export async function browserLoad(browser: Browser, url: string, viewport: Viewport): Promise<BrowserLoad> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport] });
  try {
    const page = await context.newPage();
    const bodyBytes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'image')
        bodyBytes.set(
          response.url(),
          request.sizes().then((sizes) => sizes.responseBodySize),
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const inFirstScreen = await page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return (
            image.currentSrc &&
            box.width > 0 &&
            box.height > 0 &&
            box.top < window.innerHeight &&
            box.bottom > 0 &&
            box.left < window.innerWidth &&
            box.right > 0
          );
        })
        .map((image) => image.currentSrc),
    );
    const loaded = [...new Set(inFirstScreen)].filter((src) => bodyBytes.has(src));
    const sizes = await Promise.all(loaded.map((src) => bodyBytes.get(src)!));
    return {
      aboveFoldImageBytes: sizes.reduce((sum, size) => sum + size, 0),
      aboveFoldImages: loaded,
    };
  } finally {
    await context.close();
  }
}
