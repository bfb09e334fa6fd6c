import { readdirSync } from 'node:fs';
import path from 'node:path';

import { remoteImageOrigins } from './image-sources.mjs';

// The optimiser's gate (docs/architecture.md, "The image optimiser").
const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;

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

/** A local file as spelled or percent-encoded (decodeURI keeps `%2F`), or http(s) on an allowed origin. */
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

/** public/ is read once, at the first request, as Next itself serves public/ as it was at start. */
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
