import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether React owns `element` or one of its ancestors with a click handler (React keeps its props on each
 * DOM node it owns, under a `__reactProps$…` key).
 */
function hydrated(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    const props = Object.entries(node).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
      Record<string, unknown> | undefined;
    if (props && typeof props.onClick === 'function') return true;
  }
  return false;
}

/**
 * Waits until React has hydrated the element `target` finds (a CSS selector on the page, or a locator), or one
 * of its ancestors. Islands load lazily: on a busy machine a click that comes before them is a plain link's
 * click, or a button's that does nothing yet.
 */
export async function waitForHydration(page: Page, target: string | Locator): Promise<void> {
  const element = typeof target === 'string' ? page.locator(target).first() : target;
  // Under load an island's chunk can take longer than an assertion's 5 s; the test's timeout still bounds it.
  await expect.poll(() => element.evaluate(hydrated), { timeout: 25_000 }).toBe(true);
}
