// @ts-check

// Without REDIS_URL. WORKAROUND(next@16.4): Next exports no file-system cache handler to extend.
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
