/**
 * Regenerating the pages a webhook touched (docs/deployment.md, "The tags, and the purge"). Round 1 asks
 * until no page is stale, then calls `regenerated`. Round 2 (WORKAROUND(next@16.4): Next dates an entry
 * when it is stored, not when its render began) expires and asks again, once a racing render lands or after
 * a window as long as round 1 took, at least SECOND_ROUND_DELAY_MS (e2e/wordpress/05-counters.spec.ts).
 */
import { log } from '@/lib/observability/log';
export const SECOND_ROUND_DELAY_MS = 5_000;
/** How often a stale page is asked again, and for how long at most. */
export const POLL_MS = 25;
export const REGENERATION_TIMEOUT_MS = 15_000;
/** How often the pages are looked at between the rounds. */
export const WATCH_MS = 250;

export type WarmAnswer = 'stale' | 'current';

export type WarmOptions = {
  /** `again`: only asking whether the page is regenerated (a HEAD will do). Never throws. */
  request: (path: string, again: boolean) => Promise<WarmAnswer>;
  /** The page's current version (its ETag), or null. Never throws. */
  version: (path: string) => Promise<string | null>;
  /** Resolves once the tags are stale for every later request. Never throws. */
  expire: () => Promise<void>;
  /** After each round. Never throws. */
  regenerated?: () => Promise<void>;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One request at a time (a busy server should answer visitors first); returns the pages still stale. */
async function round(
  paths: readonly string[],
  { request, sleep = pause, now = Date.now }: WarmOptions,
): Promise<string[]> {
  const deadline = now() + REGENERATION_TIMEOUT_MS;
  let pending = [...paths];
  for (let again = false; ; again = true) {
    const stale: string[] = [];
    for (const path of pending) if ((await request(path, again)) === 'stale') stale.push(path);
    pending = stale;
    if (!pending.length || now() >= deadline) return pending;
    await sleep(POLL_MS);
  }
}

/** Waits at most `windowMs` for a render to land over a page (its version changes). */
async function landed(
  paths: readonly string[],
  windowMs: number,
  { version, sleep = pause, now = Date.now }: WarmOptions,
): Promise<boolean> {
  const deadline = now() + windowMs;
  const before = new Map<string, string | null>();
  for (const path of paths) before.set(path, await version(path));
  while (now() < deadline) {
    await sleep(Math.min(WATCH_MS, deadline - now()));
    for (const path of paths) {
      const was = before.get(path);
      const is = await version(path);
      if (was != null && is != null && is !== was) return true;
    }
  }
  return false;
}

export async function warmTwice(paths: readonly string[], options: WarmOptions): Promise<void> {
  const { expire, regenerated, delayMs = SECOND_ROUND_DELAY_MS, now = Date.now } = options;
  let took = 0;
  for (const attempt of [1, 2]) {
    if (attempt === 2) {
      await landed(paths, Math.min(Math.max(delayMs, took), REGENERATION_TIMEOUT_MS), options);
      await expire();
    }
    const began = now();
    const late = await round(paths, options);
    took = now() - began;
    if (late.length) {
      log.warn({
        event: 'webhook.regeneration_late',
        afterSeconds: REGENERATION_TIMEOUT_MS / 1000,
        round: attempt,
        paths: late,
      });
    }
    await regenerated?.();
  }
}
