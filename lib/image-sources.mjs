// @ts-check
// Where images may come from besides our files: one list for remotePatterns, img-src and lib/image-gate.ts.

/** @param {{ wordpressUrl?: string | null, uploadsUrl?: string | null }} options @returns {string[]} */
export function remoteImageOrigins({ wordpressUrl, uploadsUrl }) {
  const origins = [wordpressUrl, uploadsUrl]
    .filter((value) => !!value && /^https?:\/\//.test(value))
    .map((value) => new URL(/** @type {string} */ (value)).origin);
  return [...new Set(origins)];
}

const isHttp = (/** @type {string | null | undefined} */ value) => !!value && /^https?:\/\//.test(value);

/**
 * WordPress's uploads folders only, never the rest of its host (the optimiser would fetch the REST API).
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

/** The optimiser's widths: the optimiser never enlarges, so 1920 and 3840 would only lengthen each srcset. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1600, 2048];
