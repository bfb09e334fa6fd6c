/**
 * Before/after screenshots of every plaza page, compared pixel by pixel: a change meant to alter how a page
 * loads, not how it looks, must leave every screenshot identical.
 *
 *   npx tsx bench/screenshots.ts capture --base=http://127.0.0.1:3300 --out=DIR   (one build: DIR/<page>@<width>.png)
 *   npx tsx bench/screenshots.ts compare BEFORE_DIR AFTER_DIR                       (exit 1 on any difference)
 *
 * Each page is loaded as a first visit at 390 and 1366 px, scrolled to the end and back so every lazy
 * picture loads, with reduced motion (sliders and reveals stand still) and animations finished.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import sharp from 'sharp';

import { plazaPaths } from '@/lib/routes';

import { openBrowser } from './page-weight';

export const SCREENSHOT_WIDTHS = [390, 1366] as const;

const fileFor = (route: string, width: number) =>
  `${route.replace(/^\//, '').replaceAll('/', '_') || 'root'}@${width}.png`;

async function capture(base: string, out: string): Promise<void> {
  await mkdir(out, { recursive: true });
  const browser = await openBrowser();
  try {
    for (const route of plazaPaths()) {
      for (const width of SCREENSHOT_WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(`${base}${route}`, { waitUntil: 'load' });
        // Every lazy picture: to the end of the page and back, then until nothing is loading.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() =>
          Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
        );
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        await writeFile(path.join(out, fileFor(route, width)), png);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** The pixels two screenshots differ in (RGBA compared exactly), or null when their sizes differ. */
export async function differingPixels(a: string | Buffer, b: string | Buffer): Promise<number | null> {
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return null;
  let differing = 0;
  for (let offset = 0; offset < left!.data.length; offset += 4) {
    if (left!.data.readUInt32BE(offset) !== right!.data.readUInt32BE(offset)) differing++;
  }
  return differing;
}

async function compare(before: string, after: string): Promise<boolean> {
  const files = (await readdir(before)).filter((file) => file.endsWith('.png')).sort();
  if (!files.length) throw new Error(`${before} has no screenshots`);
  let same = true;
  for (const file of files) {
    const differing = await differingPixels(path.join(before, file), path.join(after, file));
    if (differing !== 0) same = false;
    console.log(
      `${file}: ${differing === null ? 'DIFFERENT SIZE' : differing === 0 ? 'identical' : `${differing} pixels differ`}`,
    );
  }
  return same;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' }, out: { type: 'string' } },
  });
  const [command, ...dirs] = positionals;
  if (command === 'capture' && values.base && values.out) {
    await capture(values.base, values.out);
    return 0;
  }
  if (command === 'compare' && dirs.length === 2) return (await compare(dirs[0]!, dirs[1]!)) ? 0 : 1;
  console.error('usage: screenshots.ts capture --base=URL --out=DIR | compare BEFORE_DIR AFTER_DIR');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
