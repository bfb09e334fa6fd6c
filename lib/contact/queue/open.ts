import 'server-only';

import { createClient } from '@redis/client';

import type { ContactConfig } from '../config';
import type { RedisClient } from '../rate-limit';
import { createBullmqStore } from './bullmq-store';
import { createSqliteStore } from './sqlite-store';
import type { MessageStore } from './store';

/** A Redis client that fails fast while Redis is away (no offline queue) and reconnects by itself. */
export async function connectRedis(url: string, log: (line: string) => void): Promise<RedisClient | null> {
  let connected = false;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 3000,
      // Before the first connection: give up at once (the disk queue takes over). After: retry. A new
      // Error, not the socket's own: node-redis checks `instanceof Error`, which a socket error created in
      // another realm (Jest's sandbox) fails, and it then retries forever.
      reconnectStrategy: (retries, cause) =>
        connected
          ? Math.min(100 * 2 ** retries, 2000)
          : new Error(cause instanceof Error ? cause.message : String(cause)),
    },
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log(`[contact] Redis: ${error.message} (messages go to the disk queue meanwhile; reported once)`);
  });
  client.on('ready', () => (reported = false));
  try {
    await client.connect();
    connected = true;
    return client;
  } catch (error) {
    log(`[contact] Redis could not be reached (${String(error)}): the disk queue takes every message`);
    await client.destroy();
    return null;
  }
}

/** A worker may hold a message this long (one CF7 attempt and a margin) before another may take it. */
export const leaseFor = (config: ContactConfig) => (config.cf7?.timeoutMs ?? 10_000) + 15_000;

/**
 * The stores of the configuration, without workers: the disk store always (the default, and where a
 * message goes when Redis cannot take it), the Redis store too when REDIS_URL is set.
 */
export async function openStores(config: ContactConfig, log: (line: string) => void = console.error) {
  const leaseMs = leaseFor(config);
  const disk = createSqliteStore({
    file: config.queuePath,
    backoff: config.retry,
    leaseMs,
    pollMs: 1000,
    log,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null;
  const primary: MessageStore = redis
    ? createBullmqStore({ redis, backoff: config.retry, leaseMs, log })
    : disk;
  const stores = [...new Set([primary, disk])];
  return {
    disk,
    primary,
    redis,
    stores,
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}
