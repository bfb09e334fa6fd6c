import { taggedAddresses } from '@/lib/revalidate/targets';

/**
 * The header that tells an HTTP cache which WordPress tags a page's content comes from, so a webhook can
 * purge exactly those pages (lib/cache/purge.ts). `Surrogate-Key`, space-separated, is the name and format
 * Fastly reads as it is; the shipped Varnish VCL (deploy/varnish/plaza.vcl) indexes it with xkey; both
 * strip it before the answer reaches a visitor.
 */
export const TAG_HEADER = 'Surrogate-Key';

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * next.config.mjs `headers()` rules: one per address that reads WordPress (the route table and the category
 * map, overrides included, through lib/revalidate/targets.ts), and one for the gallery's later pages. Static
 * rules: Next evaluates them at build and matches them from its routes manifest, so they cost nothing per
 * request (a proxy would run a function for every page).
 */
export function tagHeaderRules(): HeaderRule[] {
  return taggedAddresses().flatMap(({ path, tags, paged }) => {
    if (!tags.length) return [];
    const headers = [{ key: TAG_HEADER, value: tags.join(' ') }];
    return [
      { source: path, headers },
      // Gallery pages 2, 3, … (routes.ts: up to four digits), spares included.
      ...(paged ? [{ source: `${path}/:page(\\d{1,4})`, headers }] : []),
    ];
  });
}
