// @ts-check
// Every route's headers, for next.config.mjs (docs/architecture.md, "Security headers").
import { remoteImageOrigins } from './image-sources.mjs';

/** The only third-party frames; the CMS sanitiser allows iframes from these hosts only. */
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/** @param {{ wordpressUrl?: string, uploadsUrl?: string, siteUrl?: string, dev?: boolean }} options */
export function contentSecurityPolicy({ wordpressUrl, uploadsUrl, siteUrl, dev = false } = {}) {
  const imageHosts = remoteImageOrigins({ wordpressUrl, uploadsUrl });
  // Fetch directives equal to default-src are left out: browsers fall back to it.
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ...(imageHosts.length ? [['img-src', "'self'", ...imageHosts].join(' ')] : []),
    `frame-src ${FRAME_HOSTS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only an https site may upgrade its requests; on plain http (local, tests) it would break every asset.
  if (siteUrl?.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

// Route handlers cannot set their own policy (next.config headers overwrite theirs), so it is set here.
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The optimiser's own policy is Next's default (sandboxed: an SVG opened as a document stays inert). */
export const IMAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'sandbox',
].join('; ');

/** Only names Chromium knows (an unknown one is an error); what and why: docs/architecture.md, "Security". */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'compute-pressure=()',
  'display-capture=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

const TRANSPORT_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** @param {string} csp */
function headerSet(csp) {
  return [
    { key: 'Content-Security-Policy', value: csp },
    ...TRANSPORT_HEADERS,
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** @param {Parameters<typeof contentSecurityPolicy>[0]} options */
export function securityHeaders(options) {
  return headerSet(contentSecurityPolicy(options));
}

/**
 * Disjoint sources, because when two rules set the same header the last one wins.
 * @param {Parameters<typeof contentSecurityPolicy>[0]} options
 */
export function headerRules(options) {
  return [
    { source: '/((?!api/|_next/image|_next/static/chunks/).*)', headers: securityHeaders(options) },
    // Chunks are never documents (docs/architecture.md, "Build chunks carry only the transport headers").
    { source: '/_next/static/chunks/:path*', headers: TRANSPORT_HEADERS },
    { source: '/api/:path*', headers: headerSet(API_CONTENT_SECURITY_POLICY) },
    // Its error answers (400, 404) come through here; its images carry the same policy (`images` config).
    { source: '/_next/image', headers: headerSet(IMAGE_CONTENT_SECURITY_POLICY) },
  ];
}
