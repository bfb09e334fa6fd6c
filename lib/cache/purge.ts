import pRetry, { AbortError } from 'p-retry';

/**
 * Soft purge by tag of the HTTP caches in front of the site (deploy/varnish/plaza.vcl): `PURGE` with the
 * tags in this header. A soft purge keeps the old object for grace: should the site fail to answer the
 * refetch, visitors still get the last good page.
 */
export const PURGE_HEADER = 'xkey-softpurge';

export type PurgeOptions = {
  /** Base URLs of the caches (CACHE_PURGE_URLS). */
  urls: readonly string[];
  /** Retries after a failed attempt (network error, timeout, 5xx), with a doubling delay from `minTimeoutMs`. */
  retries?: number;
  minTimeoutMs?: number;
  timeoutMs?: number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
};

export type PurgeOutcome = { url: string; ok: boolean; attempts: number; detail: string };

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };
const asErrorLike = (value: unknown): ErrorLike => (typeof value === 'object' && value !== null ? value : {});
const message = (error: unknown) => {
  const text = asErrorLike(error).message;
  return typeof text === 'string' ? text : String(error);
};
/** fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is its cause's. Duck-typed: the
 * error may come from another realm (Node's own fetch under a test runner), where instanceof fails. */
const reason = (error: unknown): string => {
  const cause = asErrorLike(asErrorLike(error).cause);
  if (typeof cause.code === 'string') return cause.code;
  return typeof cause.message === 'string' ? cause.message : message(error);
};

async function purgeOne(url: string, tags: readonly string[], options: PurgeOptions): Promise<PurgeOutcome> {
  const { retries = 4, minTimeoutMs = 250, timeoutMs = 5_000, log = console } = options;
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
            headers: { [PURGE_HEADER]: list },
            cache: 'no-store',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw new Error(`unreachable (${reason(error)})`);
        }
        const text = (await response.text()).trim();
        // Refused by the cache's ACL: asking again cannot help, the cache's configuration must change.
        if (response.status === 403) {
          throw new AbortError(
            `refused (403): allow this server's address to purge (start.sh --allow-purge)`,
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
              `[cache] purge of ${list} at ${url} failed (attempt ${error.attemptNumber}): ${error.message}; retrying`,
            );
          }
        },
      },
    );
    log.info(`[cache] ${url}: ${detail || 'purged'} (${list})`);
    return { url, ok: true, attempts, detail };
  } catch (error) {
    const detail = message(error);
    log.error(
      `[cache] purge of ${list} at ${url} failed after ${attempts} attempt(s): ${detail}. That cache serves its copy of those pages until their s-maxage runs out.`,
    );
    return { url, ok: false, attempts, detail };
  }
}

/**
 * Soft-purges `tags` from every cache, each on its own: one that is down neither delays nor fails the
 * others. Never throws: a cache that cannot be purged is logged, and the revalidation it follows stands.
 */
export async function purgeTags(tags: readonly string[], options: PurgeOptions): Promise<PurgeOutcome[]> {
  if (!tags.length) return [];
  return Promise.all(options.urls.map((url) => purgeOne(url, tags, options)));
}
