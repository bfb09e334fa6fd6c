import type { Claims } from '@/lib/claims';
import type { RepublishReport } from '@/lib/companion/contract';
import { processSingleton } from '@/lib/process-singleton';

/**
 * "Republish the whole site" (docs/architecture.md, "Republishing everything"): one accepted delivery
 * regenerates every page, so what bounds its cost is here. One runs at a time on an instance, at most one a
 * minute across the instances sharing the delivery-id store (Redis), and its pages are regenerated two at
 * a time (next-revalidator.ts): a holder of the secret pressing it in a loop gets a 429, not a full server.
 */
export const REPUBLISH_MIN_INTERVAL_MS = 60_000;
export const REPUBLISH_CONCURRENCY = 2;
/**
 * How long the first round may take before the site answers with what it has: under the 60 s that nginx
 * and Varnish wait for an answer (deploy/), with room for the purge. Pages not reached stay expired.
 */
export const REPUBLISH_TIMEOUT_MS = 25_000;
/** The claim that marks the last "everything", in the same store as the delivery ids. */
export const REPUBLISH_CLAIM = 'republish-all';

/** Regenerates every page: resolves with the first round's report, calls `finished` once all its work is over. */
export type RunRepublish = (finished: () => void) => Promise<RepublishReport>;

/** The webhook's "everything": the report, or `busy` while one runs or within a minute of the last. */
export type Republish = () => Promise<RepublishReport | 'busy'>;

type State = { running: boolean };

export function republishOnce(
  run: RunRepublish,
  claims: Claims,
  state: State = processSingleton<State>('revalidate.republish', () => ({ running: false })),
): Republish {
  return async () => {
    if (state.running) return 'busy';
    state.running = true;
    try {
      if (!(await claims.claim(REPUBLISH_CLAIM, REPUBLISH_MIN_INTERVAL_MS))) {
        state.running = false;
        return 'busy';
      }
      return await run(() => (state.running = false));
    } catch (error) {
      state.running = false;
      throw error;
    }
  };
}
