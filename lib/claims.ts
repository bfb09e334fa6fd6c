import { createClient } from '@redis/client';

import { redisUrls } from '@/lib/env';
import { log } from '@/lib/observability/log';

/** Ids claimed once while they live: in Redis (`SET NX`), and in memory for while Redis cannot answer. */
export type Claims = {
  /** True when the id was new (act on it). */
  claim(id: string, ttlMs: number): Promise<boolean>;
  /** Forgets an id whose work failed, so a retry of it is acted on. */
  release(id: string): Promise<void>;
};

/** Far more than the plugin sends in five minutes; only a holder of the companion's secret can add ids. */
export const MAX_REMEMBERED = 10_000;

export function memoryClaims({ max = MAX_REMEMBERED, now = Date.now } = {}): Claims {
  const until = new Map<string, number>();
  const sweep = () => {
    const time = now();
    for (const [id, expires] of until) if (expires <= time) until.delete(id);
    for (const id of until.keys()) {
      if (until.size < max) break;
      until.delete(id);
    }
  };
  return {
    async claim(id, ttlMs) {
      const expires = until.get(id);
      if (expires !== undefined && expires > now()) return false;
      if (until.size >= max) sweep();
      until.delete(id); // re-inserted last: the map stays in order of claiming
      until.set(id, now() + ttlMs);
      return true;
    },
    async release(id) {
      until.delete(id);
    },
  };
}

const OPERATION_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref();
  });

/** This instance's memory is asked first (all there is while Redis is away), then Redis for the others. */
export function redisClaims(
  url: string,
  keyPrefix: string,
  local: Claims = memoryClaims(),
): Claims & { close(): Promise<void> } {
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection give up at once (the next delivery tries again); after it, reconnect.
      reconnectStrategy: (retries) => (connected ? Math.min(100 * 2 ** retries, 2000) : false),
    },
  });
  // Without a listener an error would end the process; inRedis() reports what matters.
  client.on('error', () => undefined);
  client.on('ready', () => (connected = true));
  let connecting: Promise<unknown> | null = null;
  let failing = false;

  async function inRedis<T>(
    operation: () => Promise<T>,
  ): Promise<{ answered: true; value: T } | { answered: false }> {
    try {
      if (!client.isReady) {
        if (connected) throw new Error('connection lost, reconnecting');
        connecting ??= client.connect().catch((error: unknown) => {
          connecting = null;
          throw error;
        });
        await Promise.race([connecting, timeout(OPERATION_TIMEOUT_MS)]);
      }
      const value = await Promise.race([operation(), timeout(OPERATION_TIMEOUT_MS)]);
      if (failing) log.info({ event: 'claims.redis_back', keys: keyPrefix });
      failing = false;
      return { answered: true, value };
    } catch (error) {
      if (!failing)
        // Until Redis answers, only this instance's memory remembers the ids.
        log.error({ event: 'claims.redis_failed', keys: keyPrefix, error: message(error) });
      failing = true;
      return { answered: false };
    }
  }

  return {
    async claim(id, ttlMs) {
      if (!(await local.claim(id, ttlMs))) return false;
      const reply = await inRedis(() =>
        client.set(keyPrefix + id, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }),
      );
      if (!reply.answered || reply.value === 'OK') return true;
      // Another instance acts (or releases it if its work fails, so a retry can land here).
      await local.release(id);
      return false;
    },
    async release(id) {
      await local.release(id);
      await inRedis(() => client.del(keyPrefix + id));
    },
    async close() {
      if (client.isOpen) await client.quit().catch(() => client.destroy());
    },
  };
}

/** The queue's Redis when there is one (docs/architecture.md, "Claims live in the queue's Redis"). */
export const claimsRedisUrl = () => redisUrls().queue;
