import { taggedAddresses } from '@/lib/routes';

/** Fastly reads `Surrogate-Key` as it is and the shipped VCL indexes it with xkey; both strip it. */
export const TAG_HEADER = 'Surrogate-Key';

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Static `headers()` rules, evaluated at build: they cost nothing per request, where a proxy would. */
export function tagHeaderRules(): HeaderRule[] {
  return taggedAddresses().flatMap(({ path, tags, paged }) => {
    if (!tags.length) return [];
    const headers = [{ key: TAG_HEADER, value: tags.join(' ') }];
    return [
      { source: path, headers },
      // Gallery pages 2, 3, … (routes.ts: up to four digits).
      ...(paged ? [{ source: `${path}/:page(\\d{1,4})`, headers }] : []),
    ];
  });
}
