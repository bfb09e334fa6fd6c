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

/** Fails fast while Redis is away (the disk queue takes the message) and reconnects by itself. */
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
      // A new Error: node-redis retries forever when `instanceof Error` fails on another realm's (Jest).
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
    logger.error({ event: 'contact.redis.unreachable', role, error: String(error) });
    await client.destroy();
    return null;
  }
}

const infoField = (info: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();

// AOF fsynced on every write and no eviction, else the queue stays on disk; a disabled CONFIG is trusted
// (docs/architecture.md, "A Redis that can lose a message never holds the queue").
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

/** The disk store always, and the Redis store when a durable Redis is named; no workers yet. */
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
