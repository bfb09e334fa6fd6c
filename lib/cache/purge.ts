import pRetry, { AbortError } from 'p-retry';
import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/** `PURGE` with the tags in this header; soft, so a cache keeps the old page should the refetch fail. */
export const PURGE_HEADER = 'xkey-softpurge';
export const PURGE_TOKEN_HEADER = 'x-purge-token';

export type PurgeOptions = {
  urls: readonly string[];
  token: string | null;
  /** Retries after a network error, timeout or 5xx, the delay doubling from `minTimeoutMs`. */
  retries?: number;
  minTimeoutMs?: number;
  timeoutMs?: number;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export type PurgeOutcome = { url: string; ok: boolean; attempts: number; detail: string };

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };
const asErrorLike = (value: unknown): ErrorLike => (typeof value === 'object' && value !== null ? value : {});
const message = (error: unknown) => {
  const text = asErrorLike(error).message;
  return typeof text === 'string' ? text : String(error);
};
/** fetch's reason is its cause's; duck-typed, since the error may come from another realm. */
const reason = (error: unknown): string => {
  const cause = asErrorLike(asErrorLike(error).cause);
  if (typeof cause.code === 'string') return cause.code;
  return typeof cause.message === 'string' ? cause.message : message(error);
};

async function purgeOne(url: string, tags: readonly string[], options: PurgeOptions): Promise<PurgeOutcome> {
  const { retries = 4, minTimeoutMs = 250, timeoutMs = 5_000, log = siteLog, token } = options;
  const list = tags.join(' ');
  let attempts = 0;
  try {
    const detail = await pRetry(
      async () => {
        attempts += 1;
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'PURGE',
            headers: { [PURGE_HEADER]: list, ...(token ? { [PURGE_TOKEN_HEADER]: token } : {}) },
            cache: 'no-store',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw new Error(`unreachable (${reason(error)})`);
        }
        const text = (await response.text()).trim();
        // Refused (address or token): only a change of configuration can help.
        if (response.status === 403) {
          throw new AbortError(
            `refused (403): give the cache this CACHE_PURGE_TOKEN (start.sh --purge-token-file) and allow this server's address (start.sh --allow-purge)`,
          );
        }
        if (!response.ok) throw new Error(`answered ${response.status} ${text.slice(0, 200)}`);
        return text;
      },
      {
        retries,
        minTimeout: minTimeoutMs,
        factor: 2,
        onFailedAttempt: (error) => {
          if (error.retriesLeft > 0) {
            log.warn(
              {
                event: 'cache.purge_retry',
                url,
                tags: list,
                attempt: error.attemptNumber,
                detail: error.message,
              },
              'purge failed; retrying',
            );
          }
        },
      },
    );
    metrics().cachePurges.inc({ outcome: 'sent' });
    log.info({ event: 'cache.purged', url, tags: list, attempts, detail: detail || 'purged' });
    return { url, ok: true, attempts, detail };
  } catch (error) {
    const detail = message(error);
    metrics().cachePurges.inc({ outcome: 'failed' });
    log.error({ event: 'cache.purge_failed', url, tags: list, attempts, detail });
    return { url, ok: false, attempts, detail };
  }
}

/** Each cache on its own, so one that is down delays no other; never throws: the revalidation stands. */
export async function purgeTags(tags: readonly string[], options: PurgeOptions): Promise<PurgeOutcome[]> {
  if (!tags.length) return [];
  return Promise.all(options.urls.map((url) => purgeOne(url, tags, options)));
}
