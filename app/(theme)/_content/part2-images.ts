import type { DemoImage } from './types';

/**
 * Every picture of the theme pages of part 2 (blog, services, about, team…): small SVGs drawn by
 * `scripts/demo-part2-images.ts` into `public/demo/part2/`. Sizes live here once, so the data modules
 * and the generator cannot disagree. Spec: service and about images are 1520x760 and 636x512.
 */
type Kind = 'cover' | 'portrait' | 'avatar' | 'badge';
type Spec = { width: number; height: number; kind: Kind; seed: number; label?: string };

const cover = (width: number, height: number, seed: number): Spec => ({ width, height, kind: 'cover', seed });

type Twelve = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12';
type Six = '1' | '2' | '3' | '4' | '5' | '6';
type Five = Exclude<Six, '6'>;

/** `count` numbered pictures (`blog-01`…), typed by their names. */
function series<Name extends string>(
  prefix: string,
  count: number,
  pad: number,
  make: (i: number) => Spec,
): Record<Name, Spec> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`${prefix}-${String(i + 1).padStart(pad, '0')}`, make(i)]),
  ) as Record<Name, Spec>;
}

export const PART2_IMAGES = {
  'service-wide': cover(1520, 760, 11),
  'service-square': cover(636, 512, 12),
  'service-detail': cover(1520, 760, 13),
  'about-wide': cover(1520, 760, 14),
  'about-square': cover(636, 512, 15),
  'about-me-wide': cover(1520, 760, 16),
  'about-me-square': cover(636, 512, 17),
  'post-hero': cover(1520, 760, 18),
  'news-1': cover(1200, 600, 21),
  'news-2': cover(1200, 600, 22),
  'news-3': cover(1200, 600, 23),
  // Three shapes, so the masonry columns really are uneven.
  ...series<`blog-${Twelve}`>('blog', 12, 2, (i) => cover(800, [560, 1000, 800][i % 3] ?? 560, 31 + i)),
  ...series<`gallery-${Six}`>('gallery', 6, 1, (i) => cover(800, 600, 51 + i)),
  ...series<`team-${Twelve}`>('team', 12, 2, (i) => ({
    width: 480,
    height: 560,
    kind: 'portrait',
    seed: 61 + i,
  })),
  ...series<`avatar-${Five}`>('avatar', 5, 1, (i) => ({
    width: 120,
    height: 120,
    kind: 'avatar',
    seed: 81 + i,
  })),
  'award-1': { width: 120, height: 120, kind: 'badge', seed: 101, label: 'A' },
  'award-2': { width: 120, height: 120, kind: 'badge', seed: 102, label: 'W' },
  'award-3': { width: 120, height: 120, kind: 'badge', seed: 103, label: 'D' },
} satisfies Record<string, Spec>;

export type Part2ImageName = keyof typeof PART2_IMAGES;
export type Part2ImageSpec = Spec;

export const PART2_IMAGE_DIR = '/demo/part2';

/** A picture as the demo shapes want it; `alt` is empty when the picture is decorative. */
export function part2Image(name: Part2ImageName, alt = ''): DemoImage {
  const spec: Spec = PART2_IMAGES[name];
  return { src: `${PART2_IMAGE_DIR}/${name}.svg`, alt, width: spec.width, height: spec.height };
}
