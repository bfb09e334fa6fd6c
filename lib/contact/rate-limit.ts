import 'server-only';

import type { createClient } from '@redis/client';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RedisClient = ReturnType<typeof createClient>;

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Spec'd limit: five messages a minute per client. */
export const CONTACT_RATE = { points: 5, duration: 60 } as const;
/**
 * All clients together, far above one client's allowance: past it a message is still accepted and
 * queued, only not tried at once (a burst must not turn the site into a hammer on WordPress).
 */
export const GLOBAL_RATE = { points: 120, duration: 60 } as const;

export type ContactLimiters = {
  /** One client's allowance: past it, 429. */
  client(address: string | null): Promise<RateVerdict>;
  /** Whether a message may be tried at once, or only queued. */
  deliverNow(): Promise<boolean>;
};

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateVerdict> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection; // the store failed and the insurance limiter too: not a verdict
  }
}

/**
 * rate-limiter-flexible: in Redis when REDIS_URL is set (every instance counts in one place), in this
 * process's memory otherwise. A Redis that fails falls back to the memory counters (insurance) instead of
 * refusing or waving everything through.
 */
export function createContactLimiters(redis: RedisClient | null): ContactLimiters {
  const make = (options: { points: number; duration: number }, keyPrefix: string): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          ...options,
          keyPrefix,
          storeClient: redis,
          useRedisPackage: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory({ ...options, keyPrefix });
  const perClient = make(CONTACT_RATE, 'plaza:contact:client');
  const everyone = make(GLOBAL_RATE, 'plaza:contact:all');
  return {
    // A request whose address cannot be known (no stamp, a proxy that wrote junk) counts as one client.
    client: (address) => consume(perClient, address ? `ip:${address}` : 'unknown'),
    deliverNow: async () => (await consume(everyone, 'all')).ok,
  };
}
