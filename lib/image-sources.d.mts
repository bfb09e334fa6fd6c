/** Types of image-sources.mjs (plain ESM so next.config.mjs can import it). */
export function remoteImageOrigins(options: {
  wordpressUrl?: string | null;
  uploadsUrl?: string | null;
}): string[];
export function remoteImagePatterns(options: {
  wordpressUrl?: string | null;
  uploadsUrl?: string | null;
}): Array<{ protocol: 'http' | 'https'; hostname: string; port: string; pathname: string }>;
export const DEVICE_SIZES: readonly number[];
