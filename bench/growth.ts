import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { createFakeWordPress } from '@/e2e/servers/fake-wordpress';
import { categoriesFor } from '@/lib/wordpress/categories';

import { buildSite, type BuildFigures } from './build';
import { assertPortFree } from '../test/processes';

/** The directory's categories (16 and 17): the content that grows when the plaza lets more providers in. */
export const DIRECTORY_CATEGORIES = [
  ...new Set([...categoriesFor('directory', 'es'), ...categoriesFor('directory', 'en')]),
];

type RawPost = { id: number; slug: string; link?: string; title?: { rendered: string } } & Record<
  string,
  unknown
>;

/**
 * A copy of the bundled snapshot where every directory provider appears `factor` times: copies get their own
 * id (original id + k × 1,000,000), slug and title, so nothing deduplicates them. A post filed in both
 * categories stays one post in both, as in WordPress. Returns the number of distinct providers.
 */
export async function syntheticSnapshot(source: string, target: string, factor: number): Promise<number> {
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(source, target, { recursive: true });
  const providers = new Set<number>();
  for (const category of DIRECTORY_CATEGORIES) {
    const file = path.join(target, 'posts', `category-${category}.json`);
    const posts = JSON.parse(await readFile(file, 'utf8')) as RawPost[];
    const grown = Array.from({ length: factor }, (_, k) =>
      posts.map((post) =>
        k === 0
          ? post
          : {
              ...post,
              id: post.id + k * 1_000_000,
              slug: `${post.slug}-${k}`,
              link: post.link?.replace(/\/?$/, `-${k}/`),
              title: post.title && { rendered: `${post.title.rendered} ${k + 1}` },
            },
      ),
    ).flat();
    for (const post of grown) providers.add(post.id);
    await writeFile(file, JSON.stringify(grown));
  }
  return providers.size;
}

export type GrowthStep = BuildFigures & {
  factor: number;
  providers: number;
  wordpressRequests: number;
  /** Query URLs WordPress answered more than once in the build (each must be read once per build). */
  duplicateRequests: string[];
};

/**
 * Builds the site against a synthetic snapshot served by the fake WordPress (which records every request it
 * answers), into its own dist folder so the build the bench serves is untouched.
 */
export async function growthStep(options: {
  factor: number;
  snapshotDir: string;
  workDir: string;
  port: number;
  distDir: string;
}): Promise<GrowthStep> {
  const snapshot = path.join(options.workDir, `snapshot-${options.factor}x`);
  const providers = await syntheticSnapshot(options.snapshotDir, snapshot, options.factor);
  await assertPortFree(options.port);
  const fake = createFakeWordPress(snapshot);
  await new Promise<void>((resolve) => fake.server.listen(options.port, '127.0.0.1', resolve));
  try {
    const { port } = fake.server.address() as AddressInfo;
    const build = await buildSite({
      distDir: options.distDir,
      env: { WORDPRESS_URL: `http://127.0.0.1:${port}` },
    });
    const seen = new Map<string, number>();
    for (const request of fake.requests) seen.set(request, (seen.get(request) ?? 0) + 1);
    return {
      ...build,
      factor: options.factor,
      providers,
      wordpressRequests: fake.requests.length,
      duplicateRequests: [...seen]
        .filter(([, count]) => count > 1)
        .map(([request, count]) => `${request} ×${count}`),
    };
  } finally {
    await new Promise((resolve) => fake.server.close(resolve));
    await rm(snapshot, { recursive: true, force: true });
  }
}

export type Linearity = {
  /** t(largest) / t(smallest): at most the provider ratio when time grows at most linearly. */
  timeRatio: number;
  providerRatio: number;
  /** Build time added per provider, ms: between the two smaller steps, and between the two larger. */
  marginalMsPerProvider: [number, number];
  /**
   * How far the line through the two larger builds, extended back, passes below the smallest build
   * (negative: above it), and how far it may: the noise allowance.
   */
  undercutMs: number;
  allowedMs: number;
  pass: boolean;
};

/** Noise allowance: builds on a shared 2-core machine vary by a second or two from run to run. */
export const NOISE_SHARE = 0.1;

/**
 * "Grows no faster than linearly", from three builds at 1x, 10x and 100x providers (docs/bench.md, step 8):
 * - t(100x) / t(1x) ≤ 100: a linear cost a + b·n (a ≥ 0) can never exceed the provider ratio; and
 * - convexity: the line through the 10x and 100x builds, extended back to 1x, passes at most NOISE_SHARE of
 *   t(1x) below the 1x build, as a linear cost would; a faster-growing one passes well below. The smaller
 *   builds' line is not used: a build's fixed part hides the per-provider cost at 1x and 10x.
 */
export function linearity(steps: readonly GrowthStep[]): Linearity | null {
  if (steps.length < 3) return null;
  const [a, b, c] = [...steps].sort((x, y) => x.providers - y.providers) as [
    GrowthStep,
    GrowthStep,
    GrowthStep,
  ];
  const slope1 = (b.ms - a.ms) / (b.providers - a.providers);
  const slope2 = (c.ms - b.ms) / (c.providers - b.providers);
  const undercutMs = a.ms - (b.ms - slope2 * (b.providers - a.providers));
  const allowedMs = NOISE_SHARE * a.ms;
  const timeRatio = c.ms / a.ms;
  const providerRatio = c.providers / a.providers;
  return {
    timeRatio,
    providerRatio,
    marginalMsPerProvider: [slope1, slope2],
    undercutMs,
    allowedMs,
    pass: timeRatio <= providerRatio && undercutMs <= allowedMs,
  };
}
