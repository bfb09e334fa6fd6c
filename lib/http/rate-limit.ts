import 'server-only';

import type { createClient } from '@redis/client';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * The rate-limiting mechanism the site's routes share (the contact form's limits, the companion plugin's
 * ping): rate-limiter-flexible counters, in Redis when one is given (every instance counts in one place),
 * in this process's memory otherwise.
 */
export type RedisClient = ReturnType<typeof createClient>;

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export type Rate = { points: number; duration: number };

/**
 * One counter per key. A Redis that fails falls back to memory counters (insurance) instead of refusing or
 * waving everything through.
 */
export function rateLimiter(redis: RedisClient | null, rate: Rate, keyPrefix: string): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({
        ...rate,
        keyPrefix,
        storeClient: redis,
        useRedisPackage: true,
        insuranceLimiter: new RateLimiterMemory(rate),
      })
    : new RateLimiterMemory({ ...rate, keyPrefix });
}

/** Takes one point for `key`: ok, or how long to wait. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateVerdict> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection; // the store failed and the insurance limiter too: not a verdict
  }
}
