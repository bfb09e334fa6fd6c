/**
 * `npx tsx scripts/demo-part2-images.ts`: draws the placeholder pictures of the theme pages of part 2
 * (app/(theme)/_content/part2-images.ts lists them) as small SVG files in public/demo/part2/. Deterministic:
 * the same seed always draws the same picture, so re-running it changes nothing.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { PART2_IMAGE_DIR, PART2_IMAGES, type Part2ImageSpec } from '../app/(theme)/_content/part2-images';
import { seededRandom } from './seeded-random';

const PALETTES = [
  ['#0b5c7a', '#5fb3c9', '#f2c14e', '#f7f3e9'],
  ['#3d2c5e', '#b8452b', '#f29e4c', '#fbe8d3'],
  ['#1f4d3a', '#7fb069', '#e6aa68', '#f4f1de'],
  ['#22304a', '#e07a5f', '#81b29a', '#f2cc8f'],
  ['#5a2a41', '#d1495b', '#edae49', '#f6ecdf'],
  ['#0f3b57', '#3c91e6', '#9fd356', '#fafffd'],
] as const;

const r0 = (n: number) => Math.round(n);

function palette(seed: number) {
  return PALETTES[seed % PALETTES.length] ?? PALETTES[0];
}

function open(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
}

/** An abstract landscape: a gradient sky, a sun, two hills and a scatter of dots. */
function cover({ width: w, height: h, seed }: Part2ImageSpec): string {
  const rnd = seededRandom(seed);
  const [dark, mid, warm, light] = palette(seed);
  const sun = {
    x: r0(w * (0.2 + rnd() * 0.6)),
    y: r0(h * (0.2 + rnd() * 0.25)),
    r: r0(Math.min(w, h) * (0.08 + rnd() * 0.08)),
  };
  const hill = (base: number, amp: number) => {
    const y = (f: number) => r0(h * base + Math.sin(f * Math.PI * 2 + rnd() * 6) * h * amp);
    return `M0 ${y(0)} C${r0(w * 0.3)} ${y(0.3)} ${r0(w * 0.6)} ${y(0.6)} ${w} ${y(1)} L${w} ${h} L0 ${h}Z`;
  };
  const dots = Array.from(
    { length: 6 },
    () => `<circle cx="${r0(rnd() * w)}" cy="${r0(rnd() * h * 0.5)}" r="${r0(2 + rnd() * 6)}"/>`,
  ).join('');
  return (
    open(w, h) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${warm}"/>` +
    `<g fill="${light}" opacity=".7">${dots}</g>` +
    `<path d="${hill(0.62, 0.06)}" fill="${mid}" opacity=".8"/>` +
    `<path d="${hill(0.75, 0.05)}" fill="${dark}"/>` +
    '</svg>'
  );
}

/** A person drawn as a silhouette on a coloured backdrop (team pictures). */
function portrait({ width: w, height: h, seed }: Part2ImageSpec): string {
  const rnd = seededRandom(seed);
  const [dark, mid, warm, light] = palette(seed);
  const skin = ['#f1c7a5', '#d9a07b', '#a86b4c', '#7a4a32'][seed % 4];
  const cx = w / 2;
  const head = r0(w * (0.17 + rnd() * 0.03));
  const hy = r0(h * 0.38);
  return (
    open(w, h) +
    `<rect width="${w}" height="${h}" fill="${light}"/>` +
    `<circle cx="${r0(w * rnd())}" cy="${r0(h * 0.2)}" r="${r0(w * 0.35)}" fill="${warm}" opacity=".5"/>` +
    `<path d="M${r0(cx - w * 0.36)} ${h} C${r0(cx - w * 0.34)} ${r0(h * 0.42)} ${r0(cx + w * 0.34)} ${r0(h * 0.42)} ${r0(cx + w * 0.36)} ${h}Z" fill="${mid}"/>` +
    `<rect x="${r0(cx - head * 0.35)}" y="${r0(hy + head * 0.7)}" width="${r0(head * 0.7)}" height="${r0(head * 0.6)}" fill="${skin}"/>` +
    `<circle cx="${r0(cx)}" cy="${hy}" r="${head}" fill="${skin}"/>` +
    `<path d="M${r0(cx - head)} ${hy} A${head} ${head} 0 0 1 ${r0(cx + head)} ${hy} Q${r0(cx)} ${r0(hy - head * 0.55)} ${r0(cx - head)} ${hy}Z" fill="${dark}"/>` +
    '</svg>'
  );
}

/** A round avatar (comment authors). */
function avatar({ width: w, height: h, seed }: Part2ImageSpec): string {
  const [dark, mid, , light] = palette(seed);
  const skin = ['#f1c7a5', '#d9a07b', '#a86b4c', '#7a4a32'][seed % 4];
  return (
    open(w, h) +
    `<rect width="${w}" height="${h}" rx="${w / 2}" fill="${light}"/>` +
    `<path d="M${r0(w * 0.16)} ${h} C${r0(w * 0.2)} ${r0(h * 0.48)} ${r0(w * 0.8)} ${r0(h * 0.48)} ${r0(w * 0.84)} ${h}Z" fill="${mid}"/>` +
    `<circle cx="${w / 2}" cy="${r0(h * 0.42)}" r="${r0(w * 0.2)}" fill="${skin}"/>` +
    `<path d="M${r0(w * 0.3)} ${r0(h * 0.42)} A${r0(w * 0.2)} ${r0(w * 0.2)} 0 0 1 ${r0(w * 0.7)} ${r0(h * 0.42)}Z" fill="${dark}"/>` +
    '</svg>'
  );
}

/** An award badge: a medal with a letter. */
function badge({ width: w, height: h, seed, label = '' }: Part2ImageSpec): string {
  const [dark, , warm, light] = palette(seed);
  return (
    open(w, h) +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 4}" fill="${warm}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 16}" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    `<text x="${w / 2}" y="${h / 2 + 14}" text-anchor="middle" font-family="Georgia,serif" font-size="40" font-weight="700" fill="${dark}">${label}</text>` +
    '</svg>'
  );
}

const DRAW = { cover, portrait, avatar, badge } as const;

async function main() {
  const dir = path.join(process.cwd(), 'public', PART2_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  // Pictures no longer listed are removed, so the folder holds exactly the manifest.
  for (const file of await readdir(dir)) await rm(path.join(dir, file));
  let total = 0;
  for (const [name, spec] of Object.entries(PART2_IMAGES) as [string, Part2ImageSpec][]) {
    const svg = DRAW[spec.kind](spec);
    total += Buffer.byteLength(svg);
    await writeFile(path.join(dir, `${name}.svg`), `${svg}\n`);
  }
  console.log(`${Object.keys(PART2_IMAGES).length} pictures, ${(total / 1024).toFixed(1)} KiB in ${dir}`);
}

await main();
