/** Types of script-hashes.mjs (plain ESM: the cache handlers Next loads by path import it). */
export function isFrameworkScript(text: string): boolean;
export function inlineScriptHashes(html: string): { hashes: string[]; unknown: number };
export function scriptHashPolicy(hashes: string[]): string;
