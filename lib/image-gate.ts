import { readdirSync } from 'node:fs';
import path from 'node:path';

import { remoteImageOrigins } from './image-sources.mjs';

/**
 * The image optimiser's gate (proxy.ts): Next's optimiser fetches any root-relative `url` from this same
 * server before finding it is no image, and logs an error for each (docs/architecture.md, "`proxy.ts` runs
 * only where its matcher sends it"). The site only asks it for the raster images in public/ and WordPress's
 * (WORDPRESS_URL, WORDPRESS_UPLOADS_URL); everything else is a 400 before the optimiser runs. SVGs are not on
 * the list: next/image never optimises them, so a request for one is not the site's.
 */
const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;

/** Every raster image under `dir` (public/), as the root-relative path it is served at. */
export function publicImagePaths(dir: string): Set<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return new Set(); // no public folder: no local image to serve
  }
  return new Set(
    entries.filter((entry) => RASTER.test(entry)).map((entry) => `/${entry.split(path.sep).join('/')}`),
  );
}

export type KnownImages = { files: ReadonlySet<string>; origins: readonly string[] };

/**
 * Whether the optimiser may be asked for `url` (the query parameter, as Next reads it). A local path must
 * be one of the files exactly, spelled as such or percent-encoded (decodeURI leaves an encoded `/`, `?` or
 * `#` encoded, so `%2F` cannot join two segments); dot segments, backslashes, a query or a fragment never
 * match. A remote one must be http(s) on an allowed origin, without credentials; Next then checks it
 * against remotePatterns too.
 */
export function isKnownImage(url: string | null, { files, origins }: KnownImages): boolean {
  if (!url) return false;
  if (url.startsWith('/')) {
    if (files.has(url)) return true;
    try {
      return files.has(decodeURI(url));
    } catch {
      return false;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    !parsed.username &&
    !parsed.password &&
    origins.includes(parsed.origin)
  );
}

let known: KnownImages | undefined;

/**
 * The images of this server: public/ is read once, at the first optimiser request (Next itself serves
 * public/ as it was when the server started), and the remote origins come from the environment.
 */
export function knownImages(): KnownImages {
  known ??= {
    files: publicImagePaths(path.join(process.cwd(), 'public')),
    origins: remoteImageOrigins({
      wordpressUrl: process.env.WORDPRESS_URL,
      uploadsUrl: process.env.WORDPRESS_UPLOADS_URL,
    }),
  };
  return known;
}
