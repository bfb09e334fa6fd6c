import type { Page } from '@playwright/test';

/**
 * Opens a page with the contact form and waits until React has hydrated it (React keeps its props on each
 * DOM node it owns, under a `__reactProps$…` key). The form is a lazily loaded island: a blur before that is
 * not validated in the browser (the server still validates the post), and a test acting that early would
 * race it.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector('#contact-name')?.closest('form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });
}
