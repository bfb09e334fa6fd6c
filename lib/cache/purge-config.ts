/** CACHE_PURGE_URLS: base URLs separated by commas or spaces; one not http(s) stops the server at start. */
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

export type PurgeTargets = { urls: string[]; token: string | null };

/** Visitors reach a cache from 127.0.0.1 through a terminator, so purging needs a 32-character token. */
export function parsePurgeTargets(env: Record<string, string | undefined>): PurgeTargets {
  const urls = parsePurgeUrls(env.CACHE_PURGE_URLS);
  const token = env.CACHE_PURGE_TOKEN?.trim() || null;
  if (urls.length && (token === null || token.length < 32)) {
    throw new Error(
      'Invalid CACHE_PURGE_TOKEN: CACHE_PURGE_URLS needs CACHE_PURGE_TOKEN, at least 32 characters (e.g. openssl rand -hex 32), the same as in the file given to deploy/varnish/start.sh --purge-token-file',
    );
  }
  return { urls, token };
}

export const purgeTargets = (): PurgeTargets =>
  parsePurgeTargets({
    CACHE_PURGE_URLS: process.env.CACHE_PURGE_URLS,
    CACHE_PURGE_TOKEN: process.env.CACHE_PURGE_TOKEN,
  });

export function describePurgeMode({ urls }: PurgeTargets): string {
  return urls.length
    ? `[cache] after each webhook, the tags it refreshed are soft-purged from ${urls.join(', ')}`
    : '[cache] CACHE_PURGE_URLS is not set: no HTTP cache is purged (one in front keeps a page until its s-maxage runs out)';
}
