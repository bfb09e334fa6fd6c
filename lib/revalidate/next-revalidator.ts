import 'server-only';

import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

import type { Revalidator } from './handle';

const WARM_TIMEOUT_MS = 30_000;

/**
 * Requests each page once, after the webhook has answered. With the "max" profile the first request
 * after revalidateTag serves the last good page and regenerates it in the background: doing that here
 * means the editor's first look already gets the new page, and a WordPress that fails at that moment
 * leaves the last good page in place (an expired entry would instead make a visitor wait on, or see,
 * the failure). One at a time: a busy 2-core server should answer visitors first.
 */
async function warmPages(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    try {
      const response = await fetch(new URL(path, origin), {
        cache: 'no-store',
        headers: { 'x-plaza-warm': '1' },
        signal: AbortSignal.timeout(WARM_TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch (error) {
      console.warn(
        `[revalidate] could not request ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** The real revalidator: Next's tag cache, and warm-up requests to this same server. */
export function nextRevalidator(origin: string): Revalidator {
  return {
    expire: (tags) => tags.forEach((tag) => revalidateTag(tag, 'max')),
    warm: (paths) => after(() => warmPages(origin, paths)),
  };
}
