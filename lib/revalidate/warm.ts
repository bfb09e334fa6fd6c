/**
 * Regenerating the pages a webhook touched, so the editor's change is served at once, and stays
 * (docs/deployment.md, "The tags, and the purge").
 *
 * Round 1 requests every page (a stale answer starts its regeneration) and asks again until none is stale;
 * only then is `regenerated` called, since an HTTP cache purged earlier would fetch and keep the old pages.
 *
 * Round 2 (WORKAROUND(next@16.4): Next dates an entry when it is stored, not when its render began) expires
 * and requests the pages again, so a render that read WordPress before the change and lands after round 1
 * does not stay (e2e/wordpress/05-counters.spec.ts). It starts once a page's version changes, or after a
 * window as long as round 1 took, at least SECOND_ROUND_DELAY_MS: a racing render began before ours, so under
 * the same load it lands within that.
 */
import { log } from '@/lib/observability/log';
export const SECOND_ROUND_DELAY_MS = 5_000;
/** How often a page answered stale is asked again, and for how long at most (a WordPress that fails). */
export const POLL_MS = 25;
export const REGENERATION_TIMEOUT_MS = 15_000;
/** How often the pages are looked at between the rounds, for a render landing over them. */
export const WATCH_MS = 250;

/** How the site answered a warm-up request: with a page it is regenerating (`stale`), or a current one. */
export type WarmAnswer = 'stale' | 'current';

export type WarmOptions = {
  /**
   * Requests a page of this server; `again` when it is only asked whether the page is regenerated yet (a
   * HEAD will do). Never throws (a failed request counts as `current`: nothing to wait for).
   */
  request: (path: string, again: boolean) => Promise<WarmAnswer>;
  /**
   * What the server would answer for a page now, as a short version string (its ETag), or null when it
   * cannot tell. Never throws.
   */
  version: (path: string) => Promise<string | null>;
  /** Expires the touched tags again; they are stale for every request made once it resolves. Never throws. */
  expire: () => Promise<void>;
  /** After each round, once every page is regenerated (or given up on). Never throws. */
  regenerated?: () => Promise<void>;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One round: every page once (each stale answer has started that page's regeneration), then the stale
 * ones again until none is. One request at a time: a busy server should answer visitors first.
 * Returns the pages still stale when the round gave up.
 */
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

/**
 * Waits, at most `windowMs`, for a render to land over one of the pages (its version changes from the one
 * round 1 left). Returns whether one did.
 */
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
