import 'server-only';

import { createHmac } from 'node:crypto';

import ipaddr from 'ipaddr.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { consume, rateLimiter, type Rate, type RateVerdict, type RedisClient } from '@/lib/http/rate-limit';

export type { RateVerdict, RedisClient };

/** Spec'd limit: five messages a minute per client. */
export const CONTACT_RATE = { points: 5, duration: 60 } as const;
/** The plaza's form gets a few messages a day, so 60 a minute is far above any ordinary minute. */
export const NEW_PER_MINUTE = 60;

const perMinute = (points: number) => ({ points: Math.max(CONTACT_RATE.points, points), duration: 60 });

// Past half the cap a message is only queued, not tried at once (docs/architecture.md, "Limits per network and
// a cap for everyone").
export const contactRates = (newPerMinute: number = NEW_PER_MINUTE) => ({
  client: CONTACT_RATE,
  site: perMinute(Math.ceil(newPerMinute / 6)),
  network: perMinute(Math.ceil(newPerMinute / 3)),
  newMessages: { points: newPerMinute, duration: 60 },
  deliverNow: perMinute(Math.ceil(newPerMinute / 2)),
});

export type ContactLimiters = {
  /** Past the client's or its networks' allowance, 429. */
  client(address: string | null): Promise<RateVerdict>;
  /** Past the cap for everyone together, 429. */
  newMessage(): Promise<RateVerdict>;
  deliverNow(): Promise<boolean>;
};

const ipv6Prefix = (address: ipaddr.IPv6, bits: 48 | 56 | 64) => {
  const parts = address.parts.slice(0, Math.ceil(bits / 16));
  if (bits === 56) parts[3] = (parts[3] ?? 0) & 0xff00;
  return `ip6:${parts.map((part) => part.toString(16)).join(':')}::/${bits}`;
};

/** Narrowest first: an IPv4 address and /24, or an IPv6 /64, /56 and /48 (a subscriber gets a whole /64). */
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

export function createContactLimiters(
  redis: RedisClient | null,
  rates: ReturnType<typeof contactRates> = contactRates(),
  secret: string | Buffer | null = null,
): ContactLimiters {
  // A client's address is personal data, and a Redis may keep an AOF: with a secret only its HMAC is a key.
  const named = (key: string) =>
    secret ? createHmac('sha256', secret).update(`rate-limit.${key}`).digest('base64url').slice(0, 22) : key;
  const make = (rate: Rate, keyPrefix: string) => rateLimiter(redis, rate, keyPrefix);
  const perClient = make(rates.client, 'plaza:contact:client');
  const perSite = make(rates.site, 'plaza:contact:site');
  const perNetwork = make(rates.network, 'plaza:contact:network');
  const newMessages = make(rates.newMessages, 'plaza:contact:new');
  const everyone = make(rates.deliverNow, 'plaza:contact:all');
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
        const verdict = await consume(limiter, named(key));
        if (!verdict.ok) return verdict;
      }
      return { ok: true };
    },
    newMessage: () => consume(newMessages, 'all'),
    deliverNow: async () => (await consume(everyone, 'all')).ok,
  };
}
