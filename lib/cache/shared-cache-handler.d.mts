/** Types of shared-cache-handler.mjs (plain ESM: Next loads it by path, outside the bundles). */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export function redactRedisUrl(value: string): string;
export default CacheHandler;
