/** Types of local-cache-handler.mjs (plain ESM: Next loads it by path, outside the bundles). */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export default class LocalCacheHandler extends FileSystemCache {}
