// @ts-check
/**
 * A page's own script policy: the sha256 of each inline script Next.js wrote into its HTML, sent with that
 * page alone (lib/cache/hashed-pages.mjs; docs/architecture.md, "Decisions"). Plain ESM: the cache handlers
 * Next loads by path, outside its bundles, import it.
 *
 * Only scripts of Next's own shapes are hashed, never "every inline script of the HTML": a script that
 * reached the markup some other way (a sanitiser hole) must stay blocked, not be vouched for. Each shape is
 * a fixed call whose one argument must parse as JSON, so what passes can only hand data to Next.
 * WORKAROUND(next@16.4): these are Next's shapes (app-render/use-flight-response.js, get-page-files.js);
 * test/framework-workarounds.test.ts fails when they change.
 */
import { createHash } from 'node:crypto';

/** The flight payload's start, written once per page. */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** [prefix, suffix] around one JSON value: a flight payload chunk, Turbopack's list of the page's chunks. */
const JSON_CALLS = [
  ['self.__next_f.push(', ')'],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'],
];

/**
 * `<script attributes>text</script>` as the HTML tokenizer ends it. Next escapes `<` in every script it
 * writes (as \u003c), so a text holding one is never Next's, and the match is then not trusted either.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const EXTERNAL = /(?:^|\s)src\s*=/i;
/**
 * Data blocks (JSON-LD): the browser runs nothing from them, so no policy applies. A script wrongly taken
 * for external or data here only goes without a hash, that is, blocked.
 */
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
 * The CSP hash source of each of Next's inline scripts in `html`, in page order, and how many other inline
 * scripts it holds (left without a hash, so the browser blocks them).
 * @param {string} html
 * @returns {{ hashes: string[], unknown: number }}
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

/**
 * The policy sent beside the site's general one (lib/security-headers.mjs): a browser enforces both, so an
 * inline script runs only if its hash is here, while the general policy's 'unsafe-inline' keeps pages
 * without this header (a Draft Mode render) working.
 * @param {string[]} hashes
 */
export function scriptHashPolicy(hashes) {
  return ["script-src 'self'", ...hashes].join(' ');
}
