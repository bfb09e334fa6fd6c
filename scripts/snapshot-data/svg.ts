import { seededRandom, type Rng } from '../seeded-random';

/**
 * Small SVG vocabulary for the generated illustrations. Every number is rounded to one decimal so the
 * markup, and therefore every rendered image, is identical from run to run.
 */

export type Pt = [number, number];
export type { Rng };
/** Seeded PRNG: the only source of variation in the art. */
export const rngFrom = seededRandom;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export const n = (v: number) => String(Math.round(v * 10) / 10);
const attrs = (extra: string) => (extra ? ` ${extra}` : '');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const FONT = 'DejaVu Sans, Verdana, sans-serif';

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;

export const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  rect(x, y, w, h, fill, `rx="${n(r)}"${attrs(extra)}`);

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const poly = (pts: Pt[], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

export const polyline = (pts: Pt[], stroke: string, width: number, extra = '') =>
  `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: { anchor?: 'start' | 'middle' | 'end'; weight?: 'normal' | 'bold'; extra?: string } = {},
) {
  const { anchor = 'middle', weight = 'normal', extra = '' } = opts;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}"${attrs(extra)}>${esc(content)}</text>`;
}

export const group = (transform: string, body: string, extra = '') =>
  `<g transform="${transform}"${attrs(extra)}>${body}</g>`;

type Stop = [offset: number, color: string, opacity?: number];
const stops = (list: Stop[]) =>
  list
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');

export const linear = (id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

export const doc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

export type Palette = {
  bg1: string;
  bg2: string;
  accent: string;
  accent2: string;
  ink: string;
  light: string;
};

export const PALETTES = {
  teal: {
    bg1: '#0f4c5c',
    bg2: '#2a9d8f',
    accent: '#e9c46a',
    accent2: '#f4a261',
    ink: '#0b2e36',
    light: '#f1f7f6',
  },
  navy: {
    bg1: '#1d3557',
    bg2: '#457b9d',
    accent: '#e63946',
    accent2: '#a8dadc',
    ink: '#10213a',
    light: '#f1faee',
  },
  plum: {
    bg1: '#3d2c5a',
    bg2: '#7b5ea7',
    accent: '#f7b267',
    accent2: '#f4845f',
    ink: '#241836',
    light: '#f6f0fb',
  },
  sand: {
    bg1: '#9c5518',
    bg2: '#e9a35b',
    accent: '#264653',
    accent2: '#2a9d8f',
    ink: '#3b1f0b',
    light: '#fff6ea',
  },
  mint: {
    bg1: '#2d6a4f',
    bg2: '#74c69d',
    accent: '#ffd166',
    accent2: '#ef476f',
    ink: '#1b4332',
    light: '#effaf4',
  },
  rose: {
    bg1: '#8c3f5d',
    bg2: '#e5989b',
    accent: '#ffd6a5',
    accent2: '#6d6875',
    ink: '#4a2030',
    light: '#fff1f3',
  },
  sky: {
    bg1: '#1565c0',
    bg2: '#64b5f6',
    accent: '#ffca28',
    accent2: '#ef5350',
    ink: '#0d3260',
    light: '#eef6ff',
  },
  slate: {
    bg1: '#334155',
    bg2: '#64748b',
    accent: '#38bdf8',
    accent2: '#f59e0b',
    ink: '#0f172a',
    light: '#f1f5f9',
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
