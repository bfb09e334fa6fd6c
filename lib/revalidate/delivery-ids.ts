import { createClient } from '@redis/client';

import { log } from '@/lib/observability/log';
import { processSingleton } from '@/lib/process-singleton';

/**
 * The delivery ids the webhook has acted on, each kept as long as its signed timestamp is accepted
 * (contract.ts acceptedForMs): a delivery whose id is here is a replay, or a WP-Cron retry of one that did
 * arrive, and is answered "already done" without work (handle.ts).
 *
 * With REDIS_URL, the ids live in Redis (`SET NX` with an expiry: atomic, so of two instances getting the
 * same delivery at once exactly one acts), and every instance sharing it agrees. Without it, each instance
 * keeps them in a bounded map; with it too, so a Redis that cannot answer still leaves each instance
 * refusing what it has seen itself.
 */
export type DeliveryIds = {
  /** Records the id for `ttlMs`; true when it was new (act on it), false when it was already there. */
  claim(id: string, ttlMs: number): Promise<boolean>;
  /** Forgets an id whose work failed, so the plugin's retry of it is acted on. */
  release(id: string): Promise<void>;
};

/**
 * Far more than the plugin sends within the window (one delivery per saved post, five minutes): only a
 * holder of the secret can add ids. At the cap, expired ids go first, then the oldest.
 */
export const MAX_REMEMBERED = 10_000;

export function memoryDeliveryIds({ max = MAX_REMEMBERED, now = Date.now } = {}): DeliveryIds {
  const until = new Map<string, number>();
  const sweep = () => {
    const time = now();
    for (const [id, expires] of until) if (expires <= time) until.delete(id);
    // Still full: the oldest goes (Map keeps insertion order).
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

const KEY_PREFIX = 'plaza:delivery:';
const OPERATION_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref();
  });

/**
 * Delivery ids in Redis at `url`. This instance's own memory is asked first (it knows what this instance
 * did, and is all there is while Redis cannot answer); Redis then says whether another instance did it.
 */
export function redisDeliveryIds(
  url: string,
  local: DeliveryIds = memoryDeliveryIds(),
  keyPrefix = KEY_PREFIX,
): DeliveryIds & { close(): Promise<void> } {
  let connected = false;
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection: give up at once (the next delivery tries again). After: node-redis
      // reconnects by itself, up to 2 s apart, while deliveries go on without it.
      reconnectStrategy: (retries) => (connected ? Math.min(100 * 2 ** retries, 2000) : false),
    },
  });
  // Without a listener an error would end the process; inRedis() reports what matters.
  client.on('error', () => undefined);
  client.on('ready', () => (connected = true));
  let connecting: Promise<unknown> | null = null;
  let failing = false;

  /** One Redis command, or "no answer" within OPERATION_TIMEOUT_MS: a delivery never waits longer. */
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
      if (failing) log.info({ event: 'webhook.delivery_ids.redis_back' });
      failing = false;
      return { answered: true, value };
    } catch (error) {
      if (!failing)
        // This instance remembers them alone until it can.
        log.error({ event: 'webhook.delivery_ids.redis_failed', error: message(error) });
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
      // No answer: this instance's own word stands. 'OK': recorded now, act.
      if (!reply.answered || reply.value === 'OK') return true;
      // Another instance has it: that one acts (or releases it if its work fails, for a retry to land here).
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

/**
 * Where claims live: the queue's Redis when there is one (it keeps what it is given and never evicts, so a
 * used preview link or delivery id stays used across a restart), else the shared cache's Redis.
 */
export const claimsRedisUrl = () => process.env.CONTACT_REDIS_URL || process.env.REDIS_URL || null;

/** This server's store, one per process: in Redis (claimsRedisUrl) when there is one, else in its memory. */
export function deliveryIds(): DeliveryIds {
  return processSingleton('deliveryIds', () => {
    const url = claimsRedisUrl();
    return url ? redisDeliveryIds(url) : memoryDeliveryIds();
  });
}
