// @ts-check
/**
 * Each page the ISR cache stores carries the policy of its own inline scripts (lib/script-hashes.mjs) as
 * a header of its cache entry, which Next sends with the page beside next.config's headers: at build
 * (from the pages the build wrote), at every regeneration, for both cache handlers (local and shared).
 */
import pino from 'pino';

import { logOptions } from '../observability/log-options.mjs';
import { inlineScriptHashes, scriptHashPolicy } from '../script-hashes.mjs';

const HEADER = 'content-security-policy';
const log = pino(logOptions());

/**
 * @typedef {{ kind: 'APP_PAGE', html: string, headers?: Record<string, string | string[] | number | undefined> }} PageValue
 * @param {unknown} value
 * @returns {value is PageValue}
 */
const isPage = (value) =>
  !!value &&
  typeof value === 'object' &&
  'kind' in value &&
  value.kind === 'APP_PAGE' &&
  'html' in value &&
  typeof value.html === 'string';

/**
 * Gives a page's cache value its script policy, on the value itself: Next answers the render that stored a
 * value with that same object, and a value a cache keeps in memory is hashed once.
 * @param {string} key the cache key, for the log
 * @param {unknown} value a cache value of any kind; only pages are touched
 */
export function withScriptHashes(key, value) {
  if (!isPage(value) || value.headers?.[HEADER]) return;
  const { hashes, unknown } = inlineScriptHashes(value.html);
  // Next's own scripts come in known shapes: any other is blocked, and a framework change shows here first.
  if (unknown > 0) log.warn({ event: 'csp.unknown_inline_scripts', key, scripts: unknown });
  value.headers = { ...value.headers, [HEADER]: scriptHashPolicy(hashes) };
}

/**
 * A @fortedigital/nextjs-cache-handler handler whose pages carry their policy from when they are stored
 * (the build's pages too: instrumentation.ts stores them through it as a server starts).
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} handler
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
export function hashingScripts(handler) {
  return {
    ...handler,
    name: `${handler.name} (script hashes)`,
    async set(key, entry, options) {
      withScriptHashes(key, entry.value);
      return handler.set(key, entry, options);
    },
  };
}
