import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` finds, or one of its ancestors (React keeps its props
 * on each DOM node it owns, under a `__reactProps$…` key). Islands load lazily: on a busy machine a click
 * that comes before them is a plain link's click.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    for (let node = document.querySelector(wanted); node; node = node.parentElement) {
      const props = Object.entries(node).find(([key]) => key.startsWith('__reactProps$'))?.[1] as Record<string, unknown> | undefined;
      if (props && typeof props.onClick === 'function') return true;
    }
    return false;
  }, selector);
}
