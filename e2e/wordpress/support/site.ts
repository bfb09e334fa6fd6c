import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { harness } from './state';

/** The site under test (next start of the .next-wordpress build). */
export async function page(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${harness().SITE_URL}${pathname}`, { cache: 'no-store' });
  return { status: response.status, html: await response.text() };
}

/** Text as it appears in the HTML React renders (it escapes &, <, > and quotes). */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The home's two counters (shops, clinics) in its HTML. */
export function countersIn(html: string): number[] {
  const list = /<dl[^>]*counters[^>]*>(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/class="visually-hidden">(\d+)</g)].map((match) => Number(match[1]));
}

export const counters = async (pathname: string) => countersIn((await page(pathname)).html);

/**
 * Where Next 16 writes a page it regenerated at runtime (its internals, so a Next upgrade that moves it
 * makes these tests fail loudly, never pass silently):
 * `<distDir>/server/route-cache/APP_PAGE/<hash>/$/<path>.html`.
 */
const ROUTE_CACHE = path.join(process.cwd(), '.next-wordpress/server/route-cache/APP_PAGE');

function cacheRoots(): string[] {
  try {
    return readdirSync(ROUTE_CACHE).map((hash) => path.join(ROUTE_CACHE, hash, '$'));
  } catch {
    return [];
  }
}

function regeneratedHtml(pathname: string): string {
  const files = cacheRoots()
    .map((root) => path.join(root, `${pathname}.html`))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ? readFileSync(files[0], 'utf8') : '';
}

/**
 * Waits until a change reaches a page through the webhook; returns the seconds since `since`
 * (performance.now()) at which the page was served with it. It watches the regenerated file on disk
 * instead of polling over HTTP: REVALIDATE_SECONDS is 3 in this run (for the outage test), so polling
 * requests would start interval revalidations themselves and could hide a webhook that does nothing.
 * Here only the webhook's warm-up request regenerates the page; then one request must serve it.
 */
export async function servedAfterWebhook(
  pathname: string,
  shows: (html: string) => boolean,
  since: number,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (shows(regeneratedHtml(pathname))) {
      const { status, html } = await page(pathname);
      if (status === 200 && shows(html)) return (performance.now() - since) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${pathname} was not regenerated and served with the change within ${timeoutMs / 1000} s`);
}

/** servedAfterWebhook() for a text, as React writes it in the HTML. */
export const textServedAfterWebhook = (pathname: string, text: string, since: number) =>
  servedAfterWebhook(pathname, (html) => html.includes(inHtml(text)), since);

/**
 * Fingerprints of every page regenerated at runtime, keyed by path: its content and when it was written.
 * A page regenerated with the same HTML is regenerated all the same (an English page headed by its own
 * name shows nothing of a Spanish title's edit), and a page visited earlier in the run already has a file.
 */
export function regeneratedPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, base: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, base);
      else if (name.endsWith('.html')) {
        const key = '/' + path.relative(base, full).replace(/\.html$/, '');
        const content = createHash('sha256').update(readFileSync(full)).digest('hex');
        pages.set(key, `${content}@${statSync(full).mtimeMs}`);
      }
    }
  };
  for (const root of cacheRoots()) walk(root, root);
  return pages;
}

/** Pages whose regenerated HTML appeared or was written again between two fingerprints. */
export function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .filter(([key, hash]) => before.get(key) !== hash)
    .map(([key]) => key)
    .sort();
}

/** The site's server log from a byte offset (next start's stdout and stderr). */
export function siteLog(fromByte = 0): string {
  return readFileSync(harness().SITE_LOG).subarray(fromByte).toString('utf8');
}

export const siteLogSize = () => statSync(harness().SITE_LOG).size;

/**
 * Every accepted webhook has finished its work: each one that refreshed tags logs its second round
 * (lib/revalidate/warm.ts) a few seconds after it was taken.
 */
export function webhooksSettled(): boolean {
  const log = siteLog();
  const taken = log.match(/"event":"webhook\.received",[^\n]*"tags":\["/g)?.length ?? 0;
  const finished = log.match(/"event":"webhook\.regenerated"/g)?.length ?? 0;
  return finished >= taken;
}

/** Stops or starts the site (e2e/wordpress/site-server.sh): the Varnish test's outage switch. */
export function siteServer(command: 'stop' | 'start'): void {
  execFileSync('bash', [path.join(process.cwd(), 'e2e/wordpress/site-server.sh'), command], {
    stdio: 'inherit',
  });
}

/**
 * Categories that feed one page (the site plan's: one per language), each with that page: an edit there
 * refreshes nothing else, so "nothing else" is a sharp claim (04-republish, 11-varnish).
 */
export const ONE_PAGE_EDITS = [
  { category: 12, path: '/es/farmacia-paris' },
  { category: 19, path: '/en/paris-pharmacy' },
  { category: 27, path: '/es/plano-plaza-paris' },
  { category: 11, path: '/es/centro-medico-paris' },
  { category: 14, path: '/en/paris-medical-center' },
];
