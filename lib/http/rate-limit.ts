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

export type Rate = { points: number; duration: number };

/** Counts in Redis when given (shared by every instance), else in memory; a failing Redis falls back to memory. */
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
