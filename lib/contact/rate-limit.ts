import 'server-only';

import type { createClient } from '@redis/client';
import ipaddr from 'ipaddr.js';
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
 * The key a client is counted under: its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber's connection gets a whole /64, and could otherwise take a new address for every message).
 */
export function clientKey(address: string | null): string {
  if (!address || !ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address counts as its IPv4 address
  if (parsed.kind() === 'ipv4') return `ip:${parsed.toString()}`;
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `ip6:${network.join(':')}::/64`;
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
    client: (address) => consume(perClient, clientKey(address)),
    deliverNow: async () => (await consume(everyone, 'all')).ok,
  };
}
