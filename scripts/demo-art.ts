/**
 * Draws the placeholder pictures of the theme demo pages into `public/demo/`: abstract project art,
 * page sketches for the preview index, partner marks, portraits and the showcase gallery photos.
 * Everything is generated from seeded shapes (no source images), so it is ours and licence-clean.
 * Run: `npx tsx scripts/demo-art.ts` (deterministic: the same files every run).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { DEMO_ART, PALETTES, PARTNER_NAMES, SEEDS } from '../app/(theme)/_content/art';
import { DARK_PAGES, PREVIEW_SECTIONS } from '../app/(theme)/_content/preview';
import { seededRandom } from './seeded-random';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'demo');

const palette = (seed: number) => PALETTES[seed % PALETTES.length]!.colours;
const round = (n: number) => Math.round(n);

function projectArt(seed: number, width: number, height: number): string {
  const rnd = seededRandom(seed * 7919);
  const [bg, a, b, c] = palette(seed);
  const shapes: string[] = [];
  const r = round(Math.min(width, height) * (0.22 + rnd() * 0.18));
  shapes.push(
    `<circle cx="${round(width * (0.3 + rnd() * 0.4))}" cy="${round(height * (0.3 + rnd() * 0.4))}" r="${r}" fill="${a}"/>`,
  );
  const w = round(width * (0.25 + rnd() * 0.2));
  shapes.push(
    `<rect x="${round(width * rnd() * 0.6)}" y="${round(height * rnd() * 0.5)}" width="${w}" height="${round(w * 0.7)}" fill="${b}" transform="rotate(${round(rnd() * 50 - 25)} ${width / 2} ${height / 2})" opacity=".9"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const y = round(height * (0.6 + i * 0.07));
    shapes.push(
      `<path d="M0 ${y} Q ${width / 2} ${y - round(rnd() * 80)} ${width} ${y}" stroke="${c}" stroke-width="6" fill="none"/>`,
    );
  }
  shapes.push(
    `<polygon points="${width * 0.8},${height * 0.1} ${width * 0.95},${height * 0.35} ${width * 0.65},${height * 0.35}" fill="${c}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${bg}"/>${shapes.join('')}</svg>`;
}

/** A wireframe of a page: browser bar, hero, cards. Suggests the demo without being a screenshot. */
function pageSketch(seed: number, dark: boolean): string {
  const rnd = seededRandom(seed * 104729);
  const [ink, accent, light, soft] = palette(seed);
  const bg = dark ? ink : '#ffffff';
  const fg = dark ? light : ink;
  const cards = Array.from({ length: 3 }, (_, i) => {
    const x = 40 + i * 180;
    return `<rect x="${x}" y="250" width="160" height="100" rx="6" fill="${i === 1 ? accent : soft}"/><rect x="${x}" y="362" width="${round(90 + rnd() * 60)}" height="10" rx="5" fill="${fg}" opacity=".7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420" width="600" height="420"><rect width="600" height="420" fill="${bg}"/><rect width="600" height="28" fill="${dark ? '#00000055' : '#e7ebef'}"/><circle cx="18" cy="14" r="5" fill="#ef6351"/><circle cx="36" cy="14" r="5" fill="#f4b942"/><circle cx="54" cy="14" r="5" fill="#4fb477"/><rect x="40" y="70" width="${round(260 + rnd() * 140)}" height="26" rx="4" fill="${fg}"/><rect x="40" y="108" width="${round(200 + rnd() * 120)}" height="26" rx="4" fill="${fg}"/><rect x="40" y="156" width="300" height="10" rx="5" fill="${fg}" opacity=".45"/><rect x="40" y="176" width="240" height="10" rx="5" fill="${fg}" opacity=".45"/><rect x="40" y="204" width="96" height="28" rx="14" fill="${accent}"/><circle cx="480" cy="130" r="${round(60 + rnd() * 30)}" fill="${accent}" opacity=".85"/><rect x="430" y="150" width="110" height="70" fill="${soft}" opacity=".9"/>${cards}</svg>`;
}

function partnerMark(seed: number, name: string): string {
  const [ink, accent] = palette(seed);
  const glyphs = [
    `<circle cx="40" cy="48" r="22" fill="${accent}"/>`,
    `<rect x="18" y="26" width="44" height="44" rx="8" fill="${accent}"/>`,
    `<polygon points="40,22 64,70 16,70" fill="${accent}"/>`,
    `<path d="M18 48a22 22 0 0 1 44 0z" fill="${accent}"/><rect x="18" y="52" width="44" height="12" fill="${ink}"/>`,
  ];
  const fontSize = name.length > 11 ? 19 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96"><rect width="240" height="96" fill="#ffffff"/>${glyphs[seed % glyphs.length]}<text x="74" y="56" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#2a2f36">${name.replace('&', '&amp;')}</text></svg>`;
}

function portrait(seed: number): string {
  const rnd = seededRandom(seed * 31337);
  const [bg, shirt, , hairTone] = palette(seed);
  const skins = ['#f2d3b3', '#d9a77c', '#a8714a', '#7a4b2a', '#ecc6a0'];
  const skin = skins[seed % skins.length]!;
  const hair = rnd() > 0.5 ? '#2b1d14' : hairTone;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320"><rect width="320" height="320" fill="${bg}"/><path d="M50 320c0-70 50-110 110-110s110 40 110 110z" fill="${shirt}"/><rect x="138" y="170" width="44" height="50" fill="${skin}"/><ellipse cx="160" cy="130" rx="62" ry="72" fill="${skin}"/><path d="M94 ${round(140 + rnd() * 16)}C84 -14 236 -14 226 ${round(140 + rnd() * 16)}C214 96 160 80 130 92C112 100 100 118 94 150z" fill="${hair}"/></svg>`;
}

function write(name: string, body: string | Buffer) {
  writeFileSync(path.join(OUT, name), body);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (let i = 1; i <= DEMO_ART.projects; i++)
    write(`project-${String(i).padStart(2, '0')}.svg`, projectArt(i, 800, 600));
  for (let i = 1; i <= DEMO_ART.tall; i++)
    write(`project-tall-${String(i).padStart(2, '0')}.svg`, projectArt(SEEDS.tall + i, 800, 1040));
  PREVIEW_SECTIONS.flatMap((section) => section.cards).forEach((card, i) =>
    write(`page-${card.route.slice(1)}.svg`, pageSketch(i + 3, DARK_PAGES.has(card.route))),
  );
  PARTNER_NAMES.forEach((name, i) =>
    write(`partner-${String(i + 1).padStart(2, '0')}.svg`, partnerMark(i, name)),
  );
  for (let i = 1; i <= DEMO_ART.people; i++) write(`person-${String(i).padStart(2, '0')}.svg`, portrait(i));
  // The lightbox serves pictures through the Next image optimiser, which does not take SVG: raster them.
  for (let i = 1; i <= DEMO_ART.gallery; i++) {
    const svg = Buffer.from(projectArt(SEEDS.gallery + i, 1200, 800));
    write(`gallery-${String(i).padStart(2, '0')}.webp`, await sharp(svg).webp({ quality: 72 }).toBuffer());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
