/** Types of image-sources.mjs (plain ESM so next.config.mjs can import it). */
export function remoteImageOrigins(options: {
  wordpressUrl?: string | null;
  uploadsUrl?: string | null;
}): string[];
export const DEVICE_SIZES: readonly number[];
