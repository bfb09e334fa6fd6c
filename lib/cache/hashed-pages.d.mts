/** Types of hashed-pages.mjs (plain ESM: the cache handlers Next loads by path import it). */
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

export function withScriptHashes(key: string, value: unknown): void;
export function hashingScripts(handler: Handler): Handler;
