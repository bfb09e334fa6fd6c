// @ts-check

// docs/architecture.md, "Inline scripts are allowed by hash, page by page, in a second policy".
import pino from 'pino';

import { logOptions } from '../observability/log-options.mjs';
import { inlineScriptHashes, scriptHashPolicy } from '../script-hashes.mjs';

const HEADER = 'content-security-policy';
const log = pino(logOptions());

/**
 * @typedef {{ kind: 'APP_PAGE', html: string, headers?: Record<string, string | string[] | number | undefined> }} PageValue
 * @param {unknown} value @returns {value is PageValue}
 */
const isPage = (value) =>
  !!value &&
  typeof value === 'object' &&
  'kind' in value &&
  value.kind === 'APP_PAGE' &&
  'html' in value &&
  typeof value.html === 'string';

/**
 * On the value itself, which Next answers the storing render with and a memory cache keeps hashed.
 * @param {string} key @param {unknown} value
 */
export function withScriptHashes(key, value) {
  if (!isPage(value) || value.headers?.[HEADER]) return;
  const { hashes, unknown } = inlineScriptHashes(value.html);
  // Any other script is blocked; logged, as a change of Next's shapes shows here first.
  if (unknown > 0) log.warn({ event: 'csp.unknown_inline_scripts', key, scripts: unknown });
  value.headers = { ...value.headers, [HEADER]: scriptHashPolicy(hashes) };
}

/**
 * Also the build's pages: instrumentation.ts stores them through it at start.
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
