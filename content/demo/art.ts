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

const pad = (n: number) => String(n).padStart(2, '0');

function inRange(kind: string, n: number, max: number): number {
  if (!Number.isInteger(n) || n < 1 || n > max) throw new RangeError(`No ${kind} picture ${n}: there are ${max}.`);
  return n;
}

export function projectArt(n: number, alt = ''): DemoImage {
  return { src: `/demo/project-${pad(inRange('project', n, DEMO_ART.projects))}.svg`, alt, width: 800, height: 600 };
}

/** A portrait-format project picture, for masonry layouts. */
export function tallProjectArt(n: number, alt = ''): DemoImage {
  return { src: `/demo/project-tall-${pad(inRange('tall project', n, DEMO_ART.tall))}.svg`, alt, width: 800, height: 1040 };
}

export function personArt(n: number, alt = ''): DemoImage {
  return { src: `/demo/person-${pad(inRange('person', n, DEMO_ART.people))}.svg`, alt, width: 320, height: 320 };
}

export function galleryArt(n: number, alt: string): DemoImage {
  return { src: `/demo/gallery-${pad(inRange('gallery', n, DEMO_ART.gallery))}.webp`, alt, width: 1200, height: 800 };
}

export function partnerArt(n: number): DemoImage {
  const name = PARTNER_NAMES[inRange('partner', n, PARTNER_NAMES.length) - 1]!;
  return { src: `/demo/partner-${pad(n)}.svg`, alt: name, width: 240, height: 96 };
}

/** A sketch of a demo page, for the preview index. `slug` is the route without its slash. */
export function pageArt(slug: string): DemoImage {
  return { src: `/demo/page-${slug}.svg`, alt: '', width: 600, height: 420 };
}
