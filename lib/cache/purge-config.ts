/**
 * CACHE_PURGE_URLS: the HTTP caches in front of this site (deploy/varnish/) that the webhook purges, one or
 * more base URLs separated by commas or spaces (`http://10.0.0.5:6081,http://10.0.0.6:6081`). Unset, no
 * cache is purged. Anything that is not an http(s) URL stops the server at startup (lib/startup.ts).
 */
export function parsePurgeUrls(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const urls = entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(
        `Invalid CACHE_PURGE_URLS: "${entry}" is not a URL (expected e.g. http://127.0.0.1:6081)`,
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`Invalid CACHE_PURGE_URLS: "${entry}" must be an http:// or https:// URL`);
    }
    return url.href;
  });
  return [...new Set(urls)];
}

export const purgeUrls = (): string[] => parsePurgeUrls(process.env.CACHE_PURGE_URLS);

/** One line for the server log at startup (instrumentation.ts). */
export function describePurgeMode(urls: readonly string[]): string {
  return urls.length
    ? `[cache] after each webhook, the tags it refreshed are soft-purged from ${urls.join(', ')}`
    : '[cache] CACHE_PURGE_URLS is not set: no HTTP cache is purged (one in front keeps a page until its s-maxage runs out)';
}
