import 'server-only';

import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

import { purgeTags } from '@/lib/cache/purge';
import { purgeTargets } from '@/lib/cache/purge-config';
import type { RepublishReport } from '@/lib/companion/contract';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { prerenderedGalleryPages, taggedAddresses } from '@/lib/routes';
import { forgetReadsInFlight, getGallery } from '@/lib/wordpress';

import type { Revalidator } from './handle';
import { REPUBLISH_CONCURRENCY, REPUBLISH_TIMEOUT_MS, type RunRepublish } from './republish';
import { expireThroughRoute, MAX_TAGS } from './self-expire';
import { everyTag, galleryPagePaths, touchesGallery } from './targets';
import { warmTwice, type WarmAnswer } from './warm';

const REQUEST_TIMEOUT_MS = 30_000;

/** Under the "max" profile the first request after revalidateTag answers STALE and starts the regeneration. */
async function requestPage(origin: string, path: string, again: boolean): Promise<WarmAnswer> {
  try {
    const response = await fetch(new URL(path, origin), {
      method: again ? 'HEAD' : 'GET',
      cache: 'no-store',
      headers: { 'x-plaza-warm': '1' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.headers.get('x-nextjs-cache') === 'STALE' ? 'stale' : 'current';
  } catch (error) {
    log.warn({
      event: 'webhook.warm_failed',
      path,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'current';
  }
}

async function pageVersion(origin: string, path: string): Promise<string | null> {
  try {
    const response = await fetch(new URL(path, origin), {
      method: 'HEAD',
      cache: 'no-store',
      headers: { 'x-plaza-warm': '1' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.headers.get('etag');
  } catch {
    return null; // then nothing is seen landing on it: round 2 comes at the end of the window
  }
}

/** The gallery's later pages, counted from the cached gallery (the spare pages cover what a change adds). */
async function laterGalleryPages(): Promise<string[]> {
  try {
    return galleryPagePaths(prerenderedGalleryPages((await getGallery()).length));
  } catch (error) {
    log.warn({
      event: 'webhook.gallery_pages_skipped',
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

export function nextRevalidator(origin: string): Revalidator {
  const expire = (tags: string[]) => {
    tags.forEach((tag) => revalidateTag(tag, 'max'));
    forgetReadsInFlight();
  };
  return {
    expire,
    warm: (firstPages, tags) =>
      after(async () => {
        const began = performance.now();
        const paths = [...firstPages, ...(touchesGallery(tags) ? await laterGalleryPages() : [])];
        await warmTwice(paths, {
          request: (path, again) => requestPage(origin, path, again),
          version: (path) => pageVersion(origin, path),
          // Not expire(tags): inside after() Next applies it only once the warm-up is over (self-expire.ts).
          expire: () => expireThroughRoute(origin, tags),
          // Only once the site has the new pages: a cache purged earlier would fetch and keep the old ones.
          regenerated: async () => void (await purgeTags(tags, purgeTargets())),
        });
        const seconds = (performance.now() - began) / 1000;
        metrics().regenerationSeconds.observe(seconds);
        log.info({ event: 'webhook.regenerated', seconds: Number(seconds.toFixed(2)), paths });
      }),
  };
}

/** Decision in docs/architecture.md: "Republish the whole site" is answered when its pages are done, and bounded. */
export function nextRepublisher(origin: string): RunRepublish {
  return (finished) =>
    new Promise<RepublishReport>((resolve, reject) => {
      const began = performance.now();
      const elapsed = () => Number(((performance.now() - began) / 1000).toFixed(2));
      const tags = everyTag();
      // Through the route: a revalidateTag here would apply only once this handler has answered.
      const expireAll = async () => {
        for (let from = 0; from < tags.length; from += MAX_TAGS)
          await expireThroughRoute(origin, tags.slice(from, from + MAX_TAGS));
      };
      const work = (async () => {
        const paths = [...taggedAddresses().map(({ path }) => path), ...(await laterGalleryPages())];
        await expireAll();
        await warmTwice(paths, {
          request: (path, again) => requestPage(origin, path, again),
          version: (path) => pageVersion(origin, path),
          expire: expireAll,
          concurrency: REPUBLISH_CONCURRENCY,
          timeoutMs: REPUBLISH_TIMEOUT_MS,
          regenerated: async (round, late) => {
            await purgeTags(tags, purgeTargets());
            if (round === 1)
              resolve({
                pages: paths.length,
                regenerated: paths.length - late.length,
                seconds: elapsed(),
                late,
              });
          },
        });
        metrics().regenerationSeconds.observe(elapsed());
        log.info({ event: 'webhook.regenerated', seconds: elapsed(), paths });
      })();
      work.then(finished, (error: unknown) => {
        finished();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
      after(work.catch(() => undefined));
    });
}
