// @ts-check
/**
 * Response headers for every route (next.config.mjs `headers()`). Plain ESM so next.config.mjs can
 * import it; tested by e2e/security.spec.ts on every route.
 *
 * Scripts: pages are pre-rendered once and served to everyone, so a per-request nonce is impossible
 * (it would force per-request rendering); Next.js's inline bootstrap scripts then need 'unsafe-inline'
 * (the Next.js CSP guide's "Without Nonces" policy). XSS is stopped where it enters instead: WordPress HTML
 * is sanitised against an allowlist before rendering (lib/wordpress/sanitize.ts).
 */

/** The only third-party frames: the privacy-enhanced video player and the map, loaded on demand. */
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/** @param {{ wordpressUrl?: string, uploadsUrl?: string, siteUrl?: string, dev?: boolean }} options */
export function contentSecurityPolicy({ wordpressUrl, uploadsUrl, siteUrl, dev = false } = {}) {
  const imageHosts = [wordpressUrl, uploadsUrl]
    .filter((value) => !!value && /^https?:\/\//.test(value))
    .map((value) => new URL(/** @type {string} */ (value)).origin);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...new Set(imageHosts)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(' ')}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only an https site may upgrade its requests; on plain http (local, tests) it would break every asset.
  if (siteUrl?.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const VIDEO = '"https://www.youtube-nocookie.com"';

/** Features the site never uses are denied; the video player keeps what it needs to play. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  `autoplay=(self ${VIDEO})`,
  `encrypted-media=(self ${VIDEO})`,
  `fullscreen=(self ${VIDEO})`,
  `picture-in-picture=(self ${VIDEO})`,
].join(', ');

/** @param {Parameters<typeof contentSecurityPolicy>[0]} options */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
