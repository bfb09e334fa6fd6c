import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const width = Number(process.env.W ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
for (const p of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:3130' + p);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot${p.replace(/\//g, '_')}-${width}.png`, fullPage: true });
}
await browser.close();
