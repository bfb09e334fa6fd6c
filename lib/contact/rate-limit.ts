import 'server-only';

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): RateVerdict };

type Options = { limit: number; windowMs: number; now?: () => number; maxKeys?: number };

/**
 * A sliding-window limiter kept in memory: per server instance, which is enough to stop one client from
 * flooding the plaza's mailbox through one instance. Keys idle for a whole window are dropped when the
 * map grows, so memory stays bounded whatever the number of clients.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: Options): RateLimiter {
  const hits = new Map<string, number[]>();

  const sweep = (at: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(key);
    }
    // Still too many live keys (a spray of spoofed addresses): forget the oldest ones first.
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  };

  return {
    hit(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? at;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
      }
      recent.push(at);
      hits.delete(key); // re-insert: Map order then tracks recency for the sweep
      hits.set(key, recent);
      if (hits.size > maxKeys) sweep(at);
      return { ok: true };
    },
  };
}

/** Spec'd limit: five messages a minute per client. */
export const CONTACT_RATE = { limit: 5, windowMs: 60_000 } as const;

/**
 * The client a request comes from. X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY=1),
 * and then only its last entry, the one that proxy appended; earlier entries are whatever the client sent.
 * Without a proxy the header proves nothing (`next start` keeps a client-sent one), and App Router handlers
 * are not given the socket, so every client shares one key unless the host passes the socket address.
 */
export function clientKey(
  headers: Headers,
  options: { trustProxy: boolean; socketAddress?: string | null },
): string {
  if (options.trustProxy) {
    const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (last) return `ip:${last.slice(0, 64)}`;
  }
  if (options.socketAddress) return `ip:${options.socketAddress}`;
  return 'shared';
}
