// @ts-check

// docs/architecture.md, "The shared cache handler is plain JavaScript, outside the bundle".
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import pino from 'pino';

import { logOptions } from '../observability/log-options.mjs';

import { hashingScripts } from './hashed-pages.mjs';

const log = pino(logOptions());

const OPERATION_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;
/** Kept stale a year, like Next's own cache: the library's 7.5 minutes would lose the last good page. */
const KEEP_STALE_SECONDS = 365 * 24 * 60 * 60;
const ttl = { estimateExpireAge: (/** @type {number} */ staleAge) => staleAge + KEEP_STALE_SECONDS };

export function redactRedisUrl(/** @type {string} */ value) {
  try {
    const url = new URL(value);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

const distDir = () =>
  path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/** The build's id and its deployment id, since Next gives every build with one the same BUILD_ID. */
export function keySpace(dir = distDir()) {
  const buildId = readFileSync(path.join(dir, 'BUILD_ID'), 'utf8').trim();
  const { deploymentId } = JSON.parse(readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8'));
  return deploymentId ? `${buildId}-${deploymentId}` : buildId;
}

/** @returns {{ startedAt: number, finishedAt: number } | null} deploy/release.sh's build times */
function buildTimes() {
  try {
    return JSON.parse(readFileSync(path.join(distDir(), 'plaza-build.json'), 'utf8'));
  } catch {
    return null;
  }
}

export const EXPIRED_TAGS_KEY = 'plaza:expired-tags';

/**
 * Expiries across builds; a built page dates from its build's start, when it read WordPress, not its write.
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} handler
 * @param {{ hSet(key: string, field: string, value: string): Promise<unknown>, hmGet(key: string, fields: string[]): Promise<(string | null)[]> }} client
 * @param {{ startedAt: number, finishedAt: number } | null} build
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
export function expiredAcrossBuilds(handler, client, build) {
  const datedFrom = (/** @type {number} */ lastModified) =>
    build && lastModified <= build.finishedAt ? Math.min(lastModified, build.startedAt) : lastModified;
  return {
    ...handler,
    name: `${handler.name} (expiries across builds)`,
    async get(key, context) {
      const entry = await handler.get(key, context);
      const tags = entry?.tags ?? [];
      if (!entry || tags.length === 0) return entry;
      const expired = await within(client.hmGet(EXPIRED_TAGS_KEY, tags));
      const since = datedFrom(entry.lastModified);
      return expired.some((at) => at !== null && Number(at) > since) ? null : entry;
    },
    async revalidateTag(tag) {
      await within(client.hSet(EXPIRED_TAGS_KEY, tag, String(Date.now())));
      return handler.revalidateTag(tag);
    },
  };
}

/** @template T @param {Promise<T>} operation @returns {Promise<T>} */
function within(operation) {
  return Promise.race([
    operation,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('Redis did not answer in time')), OPERATION_TIMEOUT_MS).unref(),
    ),
  ]);
}

async function createHandlers() {
  const redisUrl = /** @type {string} */ (process.env.REDIS_URL);
  const where = redactRedisUrl(redisUrl);
  let connected = false;
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection give up at once (the fallback below); after it, reconnect.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  let reported = false;
  client.on('error', (/** @type {Error} */ error) => {
    if (!connected || reported) return;
    reported = true;
    log.error({ event: 'cache.redis.error', redis: where, error: error.message }); // reconnecting
  });
  client.on('ready', () => {
    if (reported) log.info({ event: 'cache.redis.back', redis: where });
    connected = true;
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    log.error({
      event: 'cache.redis.unreachable',
      redis: where,
      error: error instanceof Error ? error.message : String(error),
    });
    client.destroy();
    return { handlers: [hashingScripts(createLruHandler())], ttl };
  }
  log.info({ event: 'cache.shared', redis: where });
  const redis = createRedisHandler({
    client: /** @type {any} */ (client),
    keyPrefix: `plaza:${keySpace()}:`,
    timeoutMs: OPERATION_TIMEOUT_MS,
  });
  return { handlers: [hashingScripts(expiredAcrossBuilds(redis, client, buildTimes()))], ttl };
}

// One connection per process (Next makes a handler per request), by hand: processSingleton is TypeScript.
const SHARED = Symbol.for('plaza.sharedCacheHandlers');
/** @type {Record<symbol, ReturnType<typeof createHandlers> | undefined>} */
const processGlobal = /** @type {any} */ (globalThis);
CacheHandler.onCreation(() => (processGlobal[SHARED] ??= createHandlers()));

export default CacheHandler;
