import type { Claims } from '@/lib/claims';
import type { RepublishReport } from '@/lib/companion/contract';
import { processSingleton } from '@/lib/process-singleton';

// A holder of the secret pressing it in a loop gets a 429, not a full server (decision in docs/architecture.md:
// "Republish the whole site" is answered when its pages are done, and bounded).
export const REPUBLISH_MIN_INTERVAL_MS = 60_000;
export const REPUBLISH_CONCURRENCY = 2;
/** First round's limit: under the 60 s nginx and Varnish wait (deploy/), with room for the purge. */
export const REPUBLISH_TIMEOUT_MS = 25_000;
export const REPUBLISH_CLAIM = 'republish-all';

/** Regenerates every page: resolves with the first round's report, calls `finished` once all its work is over. */
export type RunRepublish = (finished: () => void) => Promise<RepublishReport>;

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
