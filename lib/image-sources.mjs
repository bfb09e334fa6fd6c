// @ts-check
/**
 * Where images may come from besides our own files: WordPress and its uploads host, when configured. One
 * list for the optimiser's remotePatterns (next.config.mjs), the policy's img-src (security-headers.mjs)
 * and the optimiser's gate (proxy.ts, lib/image-gate.ts). Plain ESM so next.config.mjs can import it.
 */

/**
 * The origins of WORDPRESS_URL and WORDPRESS_UPLOADS_URL (http and https only), without repeats.
 * @param {{ wordpressUrl?: string | null, uploadsUrl?: string | null }} options
 * @returns {string[]}
 */
export function remoteImageOrigins({ wordpressUrl, uploadsUrl }) {
  const origins = [wordpressUrl, uploadsUrl]
    .filter((value) => !!value && /^https?:\/\//.test(value))
    .map((value) => new URL(/** @type {string} */ (value)).origin);
  return [...new Set(origins)];
}

const isHttp = (/** @type {string | null | undefined} */ value) => !!value && /^https?:\/\//.test(value);

/**
 * The optimiser's remotePatterns (next.config.mjs): WordPress's uploads folder only, never the rest of its
 * host (`/_next/image?url=<wordpress>/wp-json/wp/v2/users` would make the server fetch the REST API). The
 * folder under WORDPRESS_URL, where replies' `source_url` point, and WORDPRESS_UPLOADS_URL when it is set.
 * @param {{ wordpressUrl?: string | null, uploadsUrl?: string | null }} options
 * @returns {Array<{ protocol: 'http' | 'https', hostname: string, port: string, pathname: string }>}
 */
export function remoteImagePatterns({ wordpressUrl, uploadsUrl }) {
  const folders = [
    isHttp(wordpressUrl) ? `${String(wordpressUrl).replace(/\/+$/, '')}/wp-content/uploads` : null,
    isHttp(uploadsUrl) ? String(uploadsUrl) : null,
  ].filter((folder) => folder !== null);
  const patterns = folders.map((folder) => {
    const url = new URL(folder);
    return /** @type {const} */ ({
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/+$/, '')}/**`,
    });
  });
  return [...new Map(patterns.map((pattern) => [JSON.stringify(pattern), pattern])).values()];
}

/**
 * The widths the optimiser serves (next.config.mjs `images.deviceSizes`), also the lightbox's srcset. Next's
 * defaults for phones and tablets, then 1600 (the bundled sources' width) and 2048 for a larger upload on a
 * wide screen: the optimiser never enlarges, so Next's 1920 and 3840 would only lengthen every srcset in
 * each page's document.
 */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1600, 2048];
