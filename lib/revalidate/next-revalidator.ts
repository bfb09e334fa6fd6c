import 'server-only';

import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

import { purgeTags } from '@/lib/cache/purge';
import { purgeTargets } from '@/lib/cache/purge-config';
import { prerenderedGalleryPages } from '@/lib/routes';
import { forgetReadsInFlight, getGallery } from '@/lib/wordpress';

import type { Revalidator } from './handle';
import { expireThroughRoute } from './self-expire';
import { galleryPagePaths, touchesGallery } from './targets';
import { warmTwice, type WarmAnswer } from './warm';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Requests a page of this same server. With the "max" profile the first request after revalidateTag
 * serves the last good page and regenerates it in the background: doing that here means the editor's
 * first look already gets the new page, and a WordPress that fails at that moment leaves the last good
 * page in place (an expired entry would instead make a visitor wait on, or see, the failure). Next marks
 * such an answer `x-nextjs-cache: STALE` until the regenerated page is in place.
 */
async function requestPage(origin: string, path: string, again: boolean): Promise<WarmAnswer> {
  try {
    const response = await fetch(new URL(path, origin), {
      // Asking again only whether the page is regenerated: no body to send (the server is busy rendering).
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

/** The ETag of the page this server would answer now (cheap: a HEAD served from its cache), or null. */
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

/**
 * The gallery's later pages as pre-rendered now. The count comes from the data cache (the gallery read as
 * it was before this change: the spare pages cover the pictures it adds); if that read fails, the later
 * pages are left to regenerate on their next visit.
 */
async function laterGalleryPages(): Promise<string[]> {
  try {
    return galleryPagePaths(prerenderedGalleryPages((await getGallery()).length));
  } catch (error) {
    // The gallery pages after the first are left to their next visit.
    log.warn({
      event: 'webhook.gallery_pages_skipped',
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

/**
 * The real revalidator: Next's tag cache, two rounds of requests to this same server (warm.ts), and after
 * each the soft purge of the HTTP caches in front (CACHE_PURGE_URLS, lib/cache/purge.ts).
 */
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
