// Round 2: WORKAROUND(next@16.4), Next dates an entry when stored, not when its render began (docs/deployment.md,
// "The tags, and the purge"; e2e/wordpress/05-counters.spec.ts).
import { log } from '@/lib/observability/log';
export const SECOND_ROUND_DELAY_MS = 5_000;
/** How often a stale page is asked again, and for how long at most. */
export const POLL_MS = 25;
export const REGENERATION_TIMEOUT_MS = 15_000;
export const WATCH_MS = 250;

export type WarmAnswer = 'stale' | 'current';

export type WarmOptions = {
  /** `again`: only asking whether the page is regenerated (a HEAD will do). Never throws. */
  request: (path: string, again: boolean) => Promise<WarmAnswer>;
  /** Never throws. */
  version: (path: string) => Promise<string | null>;
  /** Resolves once the tags are stale for every later request. Never throws. */
  expire: () => Promise<void>;
  /** After each round, once every page is regenerated (or given up on: `late`). Never throws. */
  regenerated?: (round: 1 | 2, late: string[]) => Promise<void>;
  /** Pages regenerated at once, each taken to its end; unset: every page requested first, all together. */
  concurrency?: number;
  /** How long one round may take before the pages still stale are left to their next visit. */
  timeoutMs?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One request at a time (a busy server should answer visitors first); returns the pages still stale. */
async function round(paths: readonly string[], options: WarmOptions): Promise<string[]> {
  if (options.concurrency) return pooledRound(paths, options.concurrency, options);
  const { request, sleep = pause, now = Date.now, timeoutMs = REGENERATION_TIMEOUT_MS } = options;
  const deadline = now() + timeoutMs;
  let pending = [...paths];
  for (let again = false; ; again = true) {
    const stale: string[] = [];
    for (const path of pending) if ((await request(path, again)) === 'stale') stale.push(path);
    pending = stale;
    if (!pending.length || now() >= deadline) return pending;
    await sleep(POLL_MS);
  }
}

async function pooledRound(
  paths: readonly string[],
  concurrency: number,
  { request, sleep = pause, now = Date.now, timeoutMs = REGENERATION_TIMEOUT_MS }: WarmOptions,
): Promise<string[]> {
  const deadline = now() + timeoutMs;
  const queue = [...paths];
  const late: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      let answer: WarmAnswer = 'stale';
      for (let again = false; answer === 'stale' && now() < deadline; again = true) {
        if (again) await sleep(POLL_MS);
        answer = await request(path, again);
      }
      if (answer === 'stale') late.push(path);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  return paths.filter((path) => late.includes(path));
}

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
  for (const attempt of [1, 2] as const) {
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
        afterSeconds: (options.timeoutMs ?? REGENERATION_TIMEOUT_MS) / 1000,
        round: attempt,
        paths: late,
      });
    }
    await regenerated?.(attempt, late);
  }
}
