import { expect, test } from '@playwright/test';

import { heroTitles } from './support/snapshot';

test.describe('pre-rendered content, no JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['es', 'en'] as const) {
    test(`/${lang} carries its hero slide titles in the HTML`, async ({ page, request }) => {
      const titles = await heroTitles(lang);
      expect(titles.length).toBeGreaterThanOrEqual(3);

      const response = await request.get(`/${lang}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);

      await page.goto(`/${lang}`);
      for (const title of titles) {
        await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
      }
    });
  }
});
