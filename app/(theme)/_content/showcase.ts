import { galleryArt } from './art';
import type { LightboxItem } from './types';

export type Showcase = {
  slug: 'works-showcase' | 'works-showcase-2' | 'works-showcase-3';
  title: string;
  client: string;
  intro: string;
  gallery: readonly LightboxItem[];
  /** Gallery columns on wide screens: each showcase lays its pictures out differently. */
  columns: 1 | 2 | 3;
  next: { href: string; title: string };
};

const CAPTIONS = [
  'Identity on the storefront',
  'Menu cards, letterpress on cotton paper',
  'Poster series for the launch week',
  'Wayfinding on the ground floor',
  'Packaging family, first print run',
  'Social templates in the brand grid',
  'Tote bags for the opening night',
  'Team portraits, art-directed',
];

function gallery(prefix: string, numbers: readonly number[], wide: readonly number[] = []): LightboxItem[] {
  return numbers.map((n) => {
    const image = galleryArt(n);
    return {
      id: `${prefix}-${n}`,
      original: image.src,
      thumbnail: image.src,
      width: image.width,
      height: image.height,
      alt: image.alt,
      caption: CAPTIONS[n - 1],
      cropped: wide.includes(n),
    };
  });
}

export const SHOWCASES: Record<Showcase['slug'], Showcase> = {
  'works-showcase': {
    slug: 'works-showcase',
    title: 'Saltwater Supper Club',
    client: 'Saltwater Supper Club',
    intro:
      'A seaside restaurant that had outgrown its hand-painted sign. We kept the hand, lost the clutter, and built an identity that works from the menu to the delivery bag.',
    gallery: gallery('salt', [1, 2, 3, 4, 5, 6]),
    columns: 2,
    next: { href: '/works-showcase-2', title: 'Harbour Film Week' },
  },
  'works-showcase-2': {
    slug: 'works-showcase-2',
    title: 'Harbour Film Week',
    client: 'Harbour Film Week',
    intro:
      'Seven days of cinema by the docks. The festival needed a look that could be drawn, animated and projected on a warehouse wall, and still fit on a ticket stub.',
    gallery: gallery('harbour', [3, 7, 8, 1, 5], [3]),
    columns: 3,
    next: { href: '/works-showcase-3', title: 'Verdant Greenhouse' },
  },
  'works-showcase-3': {
    slug: 'works-showcase-3',
    title: 'Verdant Greenhouse',
    client: 'Verdant Greenhouse',
    intro:
      'A plant nursery turning into a neighbourhood café. Signage, packaging and a small website, all grown from one drawing of a seedling.',
    gallery: gallery('verdant', [4, 6, 2, 8], [4, 8]),
    columns: 2,
    next: { href: '/works-showcase', title: 'Saltwater Supper Club' },
  },
};
