// @ts-check

// docs/architecture.md, "Inline scripts are allowed by hash, page by page, in a second policy".
// WORKAROUND(next@16.4): Next's shapes (use-flight-response, get-page-files).
import { createHash } from 'node:crypto';

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** [prefix, suffix] around one JSON value: a flight payload chunk, Turbopack's list of the page's chunks. */
const JSON_CALLS = [
  ['self.__next_f.push(', ')'],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'],
];

/** Ends a script as the HTML tokenizer does; a text holding `<` is never Next's, which escapes it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const EXTERNAL = /(?:^|\s)src\s*=/i;
/** JSON-LD runs nothing; a script wrongly taken for external or data here only goes unhashed, so blocked. */
const DATA_BLOCK = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` is one of the inline scripts Next.js writes (a raw CR would be hashed as LF: refused). */
export function isFrameworkScript(/** @type {string} */ text) {
  if (/[<\r]/.test(text)) return false;
  if (text === FLIGHT_BOOTSTRAP) return true;
  return JSON_CALLS.some(
    ([prefix = '', suffix = '']) =>
      text.startsWith(prefix) &&
      text.endsWith(suffix) &&
      isJson(text.slice(prefix.length, text.length - suffix.length)),
  );
}

/**
 * The CSP hash source of each of Next's inline scripts in `html`, and how many others it holds (blocked).
 * @param {string} html @returns {{ hashes: string[], unknown: number }}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  let unknown = 0;
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    if (!isFrameworkScript(text)) unknown += 1;
    else hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return { hashes: [...new Set(hashes)], unknown };
}

/** Beside the general policy, overriding its 'unsafe-inline' (not in Draft Mode). @param {string[]} hashes */
export function scriptHashPolicy(hashes) {
  return ["script-src 'self'", ...hashes].join(' ');
}
