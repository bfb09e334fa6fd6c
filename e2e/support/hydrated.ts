import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` finds (React keeps its props on each DOM node it
 * owns, under a `__reactProps$…` key). Islands load lazily: acting on one before then would race it.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}
