/**
 * Renders an illustration (SVG → WebP with sharp) plus the sub-sizes WordPress would generate, named
 * the WordPress way (`name-768x512.webp`). Quality steps down only when a file would exceed its budget.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import type { ImageDef } from './model';
import type { RenderedSize, SizeName } from './wp';

const BUDGET = { hero: 60_000, other: 25_000 } as const;
const START_QUALITY = { hero: 70, other: 66 } as const;
const MIN_QUALITY = 40;

type Plan = { name: SizeName; width: number; height: number; crop: boolean };

/** wp_constrain_dimensions: fit inside the box, never upscale (0 = unbounded). */
function fit(w: number, h: number, maxW: number, maxH: number): [number, number] | null {
  const ratios = [maxW ? maxW / w : Infinity, maxH ? maxH / h : Infinity];
  const ratio = Math.min(...ratios);
  if (ratio >= 1) return null;
  return [Math.max(1, Math.round(w * ratio)), Math.max(1, Math.round(h * ratio))];
}

/** The default WordPress sub-sizes, in the order WordPress stores them in the metadata. */
export function subsizes(w: number, h: number): Plan[] {
  const plans: Plan[] = [];
  const medium = fit(w, h, 300, 300);
  if (medium) plans.push({ name: 'medium', width: medium[0], height: medium[1], crop: false });
  const large = fit(w, h, 1024, 1024);
  if (large) plans.push({ name: 'large', width: large[0], height: large[1], crop: false });
  if (w > 150 && h > 150) plans.push({ name: 'thumbnail', width: 150, height: 150, crop: true });
  const mediumLarge = fit(w, h, 768, 0);
  if (mediumLarge)
    plans.push({ name: 'medium_large', width: mediumLarge[0], height: mediumLarge[1], crop: false });
  return plans;
}

export type Rendered = {
  file: string;
  width: number;
  height: number;
  filesize: number;
  sizes: RenderedSize[];
  quality: number;
};

export async function renderImage(def: ImageDef, dir: string): Promise<Rendered> {
  const svg = def.art(def.width, def.height);
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== def.width || info.height !== def.height) {
    throw new Error(
      `${def.name}: drawn at ${info.width}×${info.height}, expected ${def.width}×${def.height}`,
    );
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = (q: number, plan?: Plan) => {
    let img = sharp(data, raw);
    if (plan)
      img = img.resize(
        plan.width,
        plan.height,
        plan.crop ? { fit: 'cover', position: 'centre' } : { fit: 'fill' },
      );
    return img.webp({ quality: q, effort: 6 }).toBuffer();
  };

  let quality = START_QUALITY[def.kind];
  let full = await encode(quality);
  while (full.length > BUDGET[def.kind] && quality > MIN_QUALITY) {
    quality -= 4;
    full = await encode(quality);
  }
  if (full.length > BUDGET[def.kind])
    throw new Error(`${def.name}: ${full.length} bytes even at quality ${quality}`);

  const file = `${def.name}.webp`;
  writeFileSync(join(dir, file), full);
  const sizes: RenderedSize[] = [];
  for (const plan of subsizes(def.width, def.height)) {
    const sub = await encode(quality, plan);
    const subFile = `${def.name}-${plan.width}x${plan.height}.webp`;
    writeFileSync(join(dir, subFile), sub);
    sizes.push({
      name: plan.name,
      file: subFile,
      width: plan.width,
      height: plan.height,
      filesize: sub.length,
    });
  }
  sizes.push({ name: 'full', file, width: def.width, height: def.height, filesize: full.length });
  return { file, width: def.width, height: def.height, filesize: full.length, sizes, quality };
}
