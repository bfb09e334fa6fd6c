import type { DemoImage } from './types';

/**
 * The placeholder pictures in `public/demo/`, drawn by `scripts/demo-art.ts`. Data modules build their
 * `DemoImage`s here, so a file name or size lives in one place.
 */
export const DEMO_ART = { projects: 16, tall: 4, people: 12, gallery: 8 } as const;

/** Fictional partner names: drawn into the partner marks and used as their alt text. */
export const PARTNER_NAMES = [
  'Aurora Labs',
  'Brightline',
  'Cobalt & Co',
  'Driftwood',
  'Emberfield',
  'Fieldnote',
  'Granite Row',
  'Harbor Lane',
  'Ironleaf',
  'Juniper Post',
  'Kestrel Air',
  'Lumen Works',
  'Marlow Tea',
] as const;

/** Colours of the generated art (scripts/demo-art.ts draws with them), with words for alt texts. */
export const PALETTES = [
  { colours: ['#1d3557', '#e63946', '#f1faee', '#a8dadc'], words: 'navy, red and mint' },
  { colours: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'], words: 'teal, saffron and orange' },
  { colours: ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c'], words: 'charcoal, grey and red' },
  { colours: ['#3d405b', '#e07a5f', '#f4f1de', '#81b29a'], words: 'slate, terracotta and sage' },
  { colours: ['#003049', '#d62828', '#f77f00', '#fcbf49'], words: 'deep blue, red and amber' },
  { colours: ['#22223b', '#4a4e69', '#c9ada7', '#f2e9e4'], words: 'indigo, mauve and blush' },
  { colours: ['#0b3954', '#087e8b', '#bfd7ea', '#ff5a5f'], words: 'petrol, turquoise and coral' },
  { colours: ['#283618', '#606c38', '#fefae0', '#dda15e'], words: 'olive, moss and sand' },
] as const;

/** Seeds the script draws each kind of picture with (the gallery starts at 101, tall projects at 51). */
export const SEEDS = { gallery: 100, tall: 50 } as const;

/** An honest alt text for a generated picture: it is abstract art, and says which colours. */
export function artAlt(seed: number): string {
  return `Placeholder artwork: abstract shapes in ${PALETTES[seed % PALETTES.length]!.words}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function inRange(kind: string, n: number, max: number): number {
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new RangeError(`No ${kind} picture ${n}: there are ${max}.`);
  return n;
}

export function projectArt(n: number, alt = ''): DemoImage {
  return {
    src: `/demo/project-${pad(inRange('project', n, DEMO_ART.projects))}.svg`,
    alt,
    width: 800,
    height: 600,
  };
}

/** A portrait-format project picture, for masonry layouts. */
export function tallProjectArt(n: number, alt = ''): DemoImage {
  return {
    src: `/demo/project-tall-${pad(inRange('tall project', n, DEMO_ART.tall))}.svg`,
    alt,
    width: 800,
    height: 1040,
  };
}

export function personArt(n: number, alt = ''): DemoImage {
  return {
    src: `/demo/person-${pad(inRange('person', n, DEMO_ART.people))}.svg`,
    alt,
    width: 320,
    height: 320,
  };
}

export function galleryArt(n: number, alt = artAlt(SEEDS.gallery + n)): DemoImage {
  return {
    src: `/demo/gallery-${pad(inRange('gallery', n, DEMO_ART.gallery))}.webp`,
    alt,
    width: 1200,
    height: 800,
  };
}

export function partnerArt(n: number): DemoImage {
  const name = PARTNER_NAMES[inRange('partner', n, PARTNER_NAMES.length) - 1]!;
  return { src: `/demo/partner-${pad(n)}.svg`, alt: name, width: 240, height: 96 };
}

/** A sketch of a demo page, for the preview index. `slug` is the route without its slash. */
export function pageArt(slug: string): DemoImage {
  return { src: `/demo/page-${slug}.svg`, alt: '', width: 600, height: 420 };
}
