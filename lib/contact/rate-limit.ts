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

type Rate = { points: number; duration: number };

/** Spec'd limit: five messages a minute per client. */
export const CONTACT_RATE = { points: 5, duration: 60 } as const;
/**
 * The networks around a client, each with its own allowance a minute: a /56 is one subscriber's home
 * (a few /64s), a /48 one site or business (and, in IPv4, a /24 stands for it), so one network holds at
 * most a third of NEW_MESSAGES_RATE, however many addresses it owns.
 */
export const NETWORK_RATES = {
  site: { points: 10, duration: 60 },
  network: { points: 20, duration: 60 },
} as const;
/**
 * New messages stored a minute from all clients together: the plaza's form gets a few a day, so 60 is far
 * above any ordinary minute, and past it a visitor is asked to wait a minute (429) or call.
 */
export const NEW_MESSAGES_RATE = { points: 60, duration: 60 } as const;
/**
 * Past this many a minute from all clients together, a message is still accepted and queued, only not
 * tried at once (a burst must not turn the site into a hammer on WordPress).
 */
export const GLOBAL_RATE = { points: 30, duration: 60 } as const;

export type ContactLimiters = {
  /** One client's allowance, and its networks': past any of them, 429. */
  client(address: string | null): Promise<RateVerdict>;
  /** The allowance of new messages for everyone together: past it, 429. */
  newMessage(): Promise<RateVerdict>;
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

const ipv6Prefix = (address: ipaddr.IPv6, bits: 48 | 56 | 64) => {
  const parts = address.parts.slice(0, Math.ceil(bits / 16));
  if (bits === 56) parts[3] = (parts[3] ?? 0) & 0xff00;
  return `ip6:${parts.map((part) => part.toString(16)).join(':')}::/${bits}`;
};

/**
 * The keys a client is counted under, narrowest first: its IPv4 address and /24, or the /64, /56 and /48
 * networks of its IPv6 address (one subscriber's connection gets a whole /64, or more, and could otherwise
 * take a new address for every message).
 */
export function clientKeys(address: string | null): { client: string; site?: string; network?: string } {
  if (!address || !ipaddr.isValid(address)) return { client: 'unknown' };
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address counts as its IPv4 address
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets;
    return { client: `ip:${parsed.toString()}`, network: `ip4:${octets.slice(0, 3).join('.')}.0/24` };
  }
  const v6 = parsed as ipaddr.IPv6;
  return { client: ipv6Prefix(v6, 64), site: ipv6Prefix(v6, 56), network: ipv6Prefix(v6, 48) };
}

export const clientKey = (address: string | null) => clientKeys(address).client;

/**
 * rate-limiter-flexible: in Redis when REDIS_URL is set (every instance counts in one place), in this
 * process's memory otherwise. A Redis that fails falls back to the memory counters (insurance) instead of
 * refusing or waving everything through.
 */
export function createContactLimiters(redis: RedisClient | null): ContactLimiters {
  const make = (options: Rate, keyPrefix: string): RateLimiterAbstract =>
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
  const perSite = make(NETWORK_RATES.site, 'plaza:contact:site');
  const perNetwork = make(NETWORK_RATES.network, 'plaza:contact:network');
  const newMessages = make(NEW_MESSAGES_RATE, 'plaza:contact:new');
  const everyone = make(GLOBAL_RATE, 'plaza:contact:all');
  return {
    // A request whose address cannot be known (no stamp, a proxy that wrote junk) counts as one client.
    async client(address) {
      const keys = clientKeys(address);
      const steps: Array<[RateLimiterAbstract, string | undefined]> = [
        [perClient, keys.client],
        [perSite, keys.site],
        [perNetwork, keys.network],
      ];
      for (const [limiter, key] of steps) {
        if (key === undefined) continue;
        const verdict = await consume(limiter, key);
        if (!verdict.ok) return verdict;
      }
      return { ok: true };
    },
    newMessage: () => consume(newMessages, 'all'),
    deliverNow: async () => (await consume(everyone, 'all')).ok,
  };
}
