import 'server-only';

import { createClient } from '@redis/client';
import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';

import type { ContactConfig } from '../config';
import type { RedisClient } from '../rate-limit';
import { createBullmqStore } from './bullmq-store';
import { createSealer } from './seal';
import { createSqliteStore } from './sqlite-store';
import type { MessageStore } from './store';

export type EventLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/**
 * A Redis client that fails fast while Redis is away (no offline queue: the disk queue takes the message
 * instead) and reconnects by itself. Only the BullMQ worker's copy keeps an offline queue (bullmq-store.ts).
 */
export async function connectRedis(
  url: string,
  logger: EventLog = siteLog,
  role: 'shared' | 'queue' = 'shared',
): Promise<RedisClient | null> {
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
    // Messages go to the disk queue meanwhile; reported once until Redis answers again.
    logger.error({ event: 'contact.redis.error', role, error: error.message });
  });
  client.on('ready', () => {
    if (reported) logger.info({ event: 'contact.redis.back', role });
    reported = false;
  });
  try {
    await client.connect();
    connected = true;
    return client;
  } catch (error) {
    // The disk queue takes every message.
    logger.error({ event: 'contact.redis.unreachable', role, error: String(error) });
    await client.destroy();
    return null;
  }
}

/** A field of Redis's INFO text (`aof_enabled:1`). */
const infoField = (info: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();

/**
 * The contact queue's Redis must keep what it was given: AOF on, fsynced on every write (`everysec` may
 * lose the last second of accepted messages to a power cut; a Redis whose CONFIG is disabled is given the
 * benefit of the doubt), and no eviction (a full Redis refuses writes, which then go to disk, instead of
 * dropping jobs). When it does not, the queue stays on disk (openStores), said once here at start.
 */
export async function checkQueueDurability(
  client: RedisClient,
  logger: EventLog = siteLog,
): Promise<boolean> {
  const [persistence, memory] = await Promise.all([client.info('persistence'), client.info('memory')]);
  const aof = infoField(persistence, 'aof_enabled') === '1';
  const policy = infoField(memory, 'maxmemory_policy') ?? 'unknown';
  const fsync = await client.configGet('appendfsync').then(
    (reply) => reply.appendfsync ?? 'unknown',
    () => 'unknown',
  );
  const durable = aof && policy === 'noeviction' && (fsync === 'always' || fsync === 'unknown');
  if (!durable)
    logger.warn({
      event: 'contact.queue.redis_not_durable',
      aofEnabled: aof,
      appendfsync: fsync,
      maxmemoryPolicy: policy,
      queue: 'disk',
    });
  return durable;
}

/** Why the queue is on disk although a Redis was named for it (readiness shows it); null: it is not. */
export type QueueFallback = 'redis not durable' | 'no CONTACT_QUEUE_KEY' | null;

async function queueFallback(
  client: RedisClient,
  config: ContactConfig,
  logger: EventLog,
): Promise<QueueFallback> {
  // Without a key the messages would lie readable in Redis's AOF long after delivery.
  if (!config.queueKeys) {
    logger.warn({ event: 'contact.queue.no_key', queue: 'disk' });
    return 'no CONTACT_QUEUE_KEY';
  }
  try {
    return (await checkQueueDurability(client, logger)) ? null : 'redis not durable';
  } catch (error) {
    // A Redis that cannot say how it keeps data is not trusted with messages.
    logger.warn({ event: 'contact.queue.redis_not_durable', error: String(error), queue: 'disk' });
    return 'redis not durable';
  }
}

/** A worker may hold a message this long (one CF7 attempt and a margin) before another may take it. */
export const leaseFor = (config: ContactConfig) => (config.cf7?.timeoutMs ?? 10_000) + 15_000;

/**
 * The stores of the configuration, without workers: the disk store always (the default, and where a
 * message goes when Redis cannot take it), the Redis store too when CONTACT_REDIS_URL or REDIS_URL names a
 * durable Redis. `redis` is REDIS_URL's client (rate limits); `queueRedis` the queue's, the same client
 * when both URLs are.
 */
export async function openStores(config: ContactConfig, logger: EventLog = siteLog) {
  const leaseMs = leaseFor(config);
  const disk = createSqliteStore({
    file: config.queuePath,
    backoff: config.retry,
    leaseMs,
    pollMs: 1000,
    log: logger,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger, 'shared') : null;
  const queueRedis =
    config.queueRedisUrl === config.redisUrl
      ? redis
      : config.queueRedisUrl
        ? await connectRedis(config.queueRedisUrl, logger, 'queue')
        : null;
  const fallback = queueRedis ? await queueFallback(queueRedis, config, logger) : null;
  const primary: MessageStore =
    queueRedis && config.queueKeys && !fallback
      ? createBullmqStore({
          redis: queueRedis,
          sealer: createSealer(config.queueKeys),
          backoff: config.retry,
          leaseMs,
          log: logger,
        })
      : disk;
  const stores = [...new Set([primary, disk])];
  const clients = [...new Set([redis, queueRedis])].filter((client): client is RedisClient => !!client);
  return {
    disk,
    primary,
    redis,
    queueRedis,
    fallback,
    stores,
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
