/** Types of shared-cache-handler.mjs (plain ESM: Next loads it by path, outside the bundles). */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

export function redactRedisUrl(value: string): string;
export const EXPIRED_TAGS_KEY: string;
export function keySpace(dir?: string): string;
export function expiredAcrossBuilds(
  handler: Handler,
  client: {
    hSet(key: string, field: string, value: string): Promise<unknown>;
    hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  },
  build: { startedAt: number; finishedAt: number } | null,
): Handler;
export default CacheHandler;
