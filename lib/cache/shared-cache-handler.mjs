// @ts-check
/**
 * The ISR cache several `next start` instances share in Redis (docs/deployment.md, "Several instances"):
 * @fortedigital/nextjs-cache-handler's redis-strings handler, loaded by next.config.mjs for `next start`
 * with REDIS_URL only, and outside the bundle (docs/architecture.md, "Decisions"). This file only decides:
 * - keys are prefixed with the build's id (keySpace), so a new deployment never serves the previous build's pages;
 * - a Redis that cannot be reached at start is a loud error, not a crash: the instance caches in its own
 *   memory (local-lru), its pages right but not shared, until it restarts;
 * - a Redis lost later fails each operation within a second (no offline queue): Next takes it as a miss,
 *   regenerates, and keeps answering;
 * - stale entries are kept a year, like Next's own cache (KEEP_STALE_SECONDS);
 * - a tag expired by any build expires it for every build (expiredAcrossBuilds);
 * - each page stored carries its own script policy (hashingScripts, lib/cache/hashed-pages.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import pino from 'pino';

import { logOptions } from '../observability/log-options.mjs';

import { hashingScripts } from './hashed-pages.mjs';

/** Next loads this file by path, outside its bundles: the site's log settings, a logger of its own. */
const log = pino(logOptions());

const OPERATION_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;
/**
 * How long an entry stays in Redis after it goes stale. The library's default is 1.5 × the revalidation
 * interval (7.5 minutes for ours), after which a page would be gone and rendered again on a visit: with
 * WordPress down, an error instead of the last good page. Next's own cache keeps a stale page a year
 * (the `stale-while-revalidate` the pages announce), and so does this one.
 */
const KEEP_STALE_SECONDS = 365 * 24 * 60 * 60;
const ttl = { estimateExpireAge: (/** @type {number} */ staleAge) => staleAge + KEEP_STALE_SECONDS };

/** redis://user:secret@host:port/db → redis://host:port/db, for logs. */
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

const distDir = () => path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/**
 * One key space per build: its id, and its deployment id when it has one (a release's), since Next then
 * gives every build the same constant BUILD_ID (skew protection names builds by deployment id instead).
 */
export function keySpace(dir = distDir()) {
  const buildId = readFileSync(path.join(dir, 'BUILD_ID'), 'utf8').trim();
  const { deploymentId } = JSON.parse(readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8'));
  return deploymentId ? `${buildId}-${deploymentId}` : buildId;
}

/**
 * When a release's build began and ended (deploy/release.sh writes it), or null for a build made otherwise.
 * @returns {{ startedAt: number, finishedAt: number } | null}
 */
function buildTimes() {
  try {
    return JSON.parse(readFileSync(path.join(distDir(), 'plaza-build.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Every tag any build expired, with when: outside the build's key space. */
export const EXPIRED_TAGS_KEY = 'plaza:expired-tags';

/**
 * A release starts with the pages its build made, which may have read WordPress before an edit that the
 * previous release's webhook has since handled: each tag the webhook expires is recorded for every build,
 * and an entry older than its tag's expiry is a miss, rendered again from WordPress. A page the build wrote
 * is dated from when the build began, since Next dates it when written, after it read WordPress.
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
      // Before the first connection: give up at once (the fallback below). After: retry, up to 2 s apart.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  // Without a listener an error would end the process; node-redis reconnects by itself.
  let reported = false;
  client.on('error', (/** @type {Error} */ error) => {
    // Before the first connection, the fallback below says what happened.
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
    // This instance caches in its own memory and shares nothing until it restarts with Redis up.
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

// One Redis connection per process (Next creates a handler per request, and instrumentation.ts bundles a copy
// of this module), kept on the global object by hand: this file cannot import lib/process-singleton.ts.
const SHARED = Symbol.for('plaza.sharedCacheHandlers');
/** @type {Record<symbol, ReturnType<typeof createHandlers> | undefined>} */
const processGlobal = /** @type {any} */ (globalThis);
CacheHandler.onCreation(() => (processGlobal[SHARED] ??= createHandlers()));

export default CacheHandler;
