// @ts-check
/**
 * The ISR cache of `next start` without REDIS_URL (next.config.mjs): Next's own, on disk and in memory,
 * with each page's script policy added (lib/cache/hashed-pages.mjs). A regenerated page gets it as it is
 * stored; a page the build wrote, on its first read, after which Next keeps the value in memory.
 * WORKAROUND(next@16.4): Next exports no file-system cache handler to extend, so this extends its internal one.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { withScriptHashes } from './hashed-pages.mjs';

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} Base */
/** Node's import of this CommonJS module gives its exports object; Jest's interop gives the class. */
const imported = /** @type {{ default?: Base } & Base} */ (fileSystemCache);
const FileSystemCache = imported.default ?? imported;

export default class LocalCacheHandler extends FileSystemCache {
  /** @type {InstanceType<Base>['get']} */
  async get(...args) {
    const entry = await super.get(...args);
    withScriptHashes(args[0], entry?.value);
    return entry;
  }

  /** @type {InstanceType<Base>['set']} */
  async set(key, data, ctx) {
    withScriptHashes(key, data);
    return super.set(key, data, ctx);
  }
}
