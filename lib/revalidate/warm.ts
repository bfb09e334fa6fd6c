/**
 * Regenerating the pages a webhook touched, so the editor's change is served at once, and stays.
 *
 * Round 1 requests every page: with the "max" profile the request is answered with the last good page
 * and starts a regeneration, which shows the change a moment later.
 *
 * Round 2, a few seconds later, expires the same tags again and requests the pages again. It is there
 * for a race measured against a real WordPress (e2e/wordpress/3-counters.spec.ts): a render that was
 * already running when the change arrived (a visitor's interval revalidation) read WordPress before the
 * change, and lands after round 1. Next stores an entry as of when it is written, so that render's old
 * page, and its old data, are taken as newer than the expiry and served until the next interval and
 * visit (REVALIDATE_SECONDS, 5 minutes by default). Expiring again once such renders have landed
 * replaces them. A render still running after SECOND_ROUND_DELAY_MS is left to the interval.
 */
export const SECOND_ROUND_DELAY_MS = 5_000;

export type WarmOptions = {
  /** Requests a page of this server. Never throws. */
  request: (path: string) => Promise<void>;
  /** Expires the touched tags again (revalidateTag). */
  expire: () => void;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One page at a time: a busy server should answer visitors first. */
export async function warmTwice(
  paths: readonly string[],
  { request, expire, delayMs = SECOND_ROUND_DELAY_MS, sleep = pause }: WarmOptions,
): Promise<void> {
  for (const path of paths) await request(path);
  await sleep(delayMs);
  expire();
  for (const path of paths) await request(path);
}
