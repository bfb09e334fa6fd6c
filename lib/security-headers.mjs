// @ts-check
/**
 * Response headers for every route (next.config.mjs `headers()`). Plain ESM so next.config.mjs can
 * import it (types in security-headers.d.mts); tested by e2e/security.spec.ts on every route.
 *
 * Scripts: this site-wide policy keeps 'unsafe-inline', and every pre-rendered page carries a second policy
 * of its own, `script-src 'self'` and the sha256 of each inline script Next wrote into it, computed when the
 * ISR cache stores the page (lib/cache/hashed-pages.mjs). A browser enforces both, so on a page only its own
 * scripts run; a nonce would force per-request rendering. What no page policy covers (a Draft Mode render)
 * falls back to this one. WordPress HTML is also sanitised against an allowlist before rendering
 * (lib/wordpress/sanitize.ts), and the hardening run proves a poisoned snapshot renders inert
 * (e2e/hardening/poisoned.spec.ts). Why and what it costs: docs/architecture.md, "Decisions".
 */
import { remoteImageOrigins } from './image-sources.mjs';

/**
 * The only third-party frames: the privacy-enhanced video player and the map, loaded on demand. The CMS
 * sanitiser allows iframes from these hosts only, so what WordPress embeds is what the policy lets load.
 */
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/** @param {{ wordpressUrl?: string, uploadsUrl?: string, siteUrl?: string, dev?: boolean }} options */
export function contentSecurityPolicy({ wordpressUrl, uploadsUrl, siteUrl, dev = false } = {}) {
  const imageHosts = remoteImageOrigins({ wordpressUrl, uploadsUrl });
  // Fetch directives equal to default-src are left out: browsers fall back to it (CSP Level 3), and every
  // byte of this header is in each page's first round trip.
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Our own files, the image optimiser (same origin) and WordPress's uploads; no data: or blob: images.
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

/**
 * API answers are JSON, or (the contact form without JavaScript) a small HTML page with an inline style
 * and a form posting back here: no script, image or frame may load in them. Route handlers cannot set
 * their own policy (next.config headers overwrite theirs), so it is set here, per path.
 */
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The image optimiser (/_next/image) sets its own policy on what it serves (next.config `images`); ours is
 * Next's default (no script, no frame, sandboxed: an SVG opened as a document stays inert) plus the
 * directives every answer carries.
 */
export const IMAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'sandbox',
].join('; ');

/**
 * Denied to our pages and to every frame: what a script could use without asking the visitor (motion
 * sensors, the Topics API, compute pressure, gamepads) and what reaches the visitor's camera, microphone,
 * position, screen, payments or devices. Features the browser grants only after its own prompt, and that a
 * cross-origin frame never gets without an `allow` attribute, keep their defaults: each name costs every
 * page's first round trip (docs/architecture.md, "Decisions"). The video player's autoplay, fullscreen and
 * picture-in-picture need no entry either: their default allowlist is 'self', from which the player's
 * `allow` attribute delegates them. Only names Chromium knows: an unknown one is a console error.
 */
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

/** What applies to any answer, whatever it is: transport security, no sniffing, the referrer sent. */
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
 * next.config.mjs `headers()`: the page policy everywhere but under /api and the image optimiser, each of
 * which gets its own, and the build's chunks, which get the transport headers only. Disjoint sources,
 * because when two rules set the same header the last one wins.
 * @param {Parameters<typeof contentSecurityPolicy>[0]} options
 */
export function headerRules(options) {
  return [
    { source: '/((?!api/|_next/image|_next/static/chunks/).*)', headers: securityHeaders(options) },
    // The build's scripts and stylesheets are never documents, so the document policies would only be bytes
    // on a phone's first-screen path (docs/architecture.md, "Decisions"); nosniff still applies.
    { source: '/_next/static/chunks/:path*', headers: TRANSPORT_HEADERS },
    { source: '/api/:path*', headers: headerSet(API_CONTENT_SECURITY_POLICY) },
    // Its error answers (400, 404) come through here; its images carry the same policy (`images` config).
    { source: '/_next/image', headers: headerSet(IMAGE_CONTENT_SECURITY_POLICY) },
  ];
}
