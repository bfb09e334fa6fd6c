/**
 * What the spec asks of every response, written out independently of lib/security-headers.mjs (a test
 * that read its expectations from the code under test could not fail). Each check returns the problems
 * it found, so a failure names every missing piece at once.
 */
type Headers = Record<string, string>;

/** The video player and the map: the only frames allowed. */
export const EXPECTED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/**
 * Features the plaza site never uses that a script could use without asking the visitor, or that reach
 * the visitor's camera, microphone, position, screen, payments or devices: each must be denied to the page
 * and to every frame.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'compute-pressure',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'payment',
  'serial',
  'usb',
];

/** `default-src` stands in for a missing fetch directive (CSP Level 3). */
const FETCH_DIRECTIVES = new Set([
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
  'object-src',
  'worker-src',
  'manifest-src',
]);

/** One policy: directive → sources. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Every policy an answer's Content-Security-Policy headers hold: several headers (which Playwright joins
 * with a comma or a newline) or several policies in one, separated by commas. The browser enforces each.
 */
export function parsePolicies(value: string): Map<string, string[]>[] {
  return value
    .split(/[\n,]/)
    .map(parseCsp)
    .filter((policy) => policy.size > 0);
}

/** The site's own policy, the one that names every fetch's default (the others only narrow it). */
const sitePolicy = (headers: Headers) =>
  parsePolicies(headers['content-security-policy'] ?? '').find((policy) => policy.has('default-src')) ??
  new Map<string, string[]>();

const HASH_OR_NONCE = /^'(sha(256|384|512)-|nonce-)/;

/**
 * Whether an inline script that nobody hashed would run: only if every policy lets it, and a policy whose
 * script-src lists a hash or a nonce ignores its own 'unsafe-inline' (CSP Level 2).
 */
export function allowsAnyInlineScript(policies: Map<string, string[]>[]): boolean {
  return policies.every((policy) => {
    const sources = effective(policy, 'script-src');
    return !sources || (sources.includes("'unsafe-inline'") && !sources.some((s) => HASH_OR_NONCE.test(s)));
  });
}

function effective(csp: Map<string, string[]>, directive: string): string[] | undefined {
  return csp.get(directive) ?? (FETCH_DIRECTIVES.has(directive) ? csp.get('default-src') : undefined);
}

const same = (actual: string[] | undefined, expected: string[]) =>
  !!actual && actual.length === expected.length && expected.every((source) => actual.includes(source));

/** Permissions-Policy → feature → allowlist (`()` is an empty list). */
export function parsePermissionsPolicy(value: string): Map<string, string[]> {
  const features = new Map<string, string[]>();
  for (const match of value.matchAll(/([a-z-]+)=(\*|\(([^)]*)\))/g)) {
    const list = match[2] === '*' ? ['*'] : (match[3] ?? '').split(/\s+/).filter(Boolean);
    features.set(match[1]!, list);
  }
  return features;
}

/** The headers every answer carries, whatever its content type or status. */
function transportProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const hsts = headers['strict-transport-security'] ?? '';
  const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0);
  if (maxAge < 31_536_000) problems.push(`HSTS max-age under a year: "${hsts}"`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`Referrer-Policy: "${headers['referrer-policy']}"`);
  if (headers['x-powered-by']) problems.push('X-Powered-By is sent');
  return problems;
}

/**
 * A build chunk (/_next/static/chunks: a script or a stylesheet): never a document, so only the transport
 * headers, and none of the document policies, whose 1.2 kB each chunk would otherwise carry.
 */
export function chunkHeaderProblems(headers: Headers): string[] {
  const problems = transportProblems(headers);
  for (const name of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    if (headers[name]) problems.push(`a chunk carries ${name}`);
  }
  return problems;
}

/** What every document-like answer (a page, an API answer, an image) carries. */
function commonProblems(headers: Headers): string[] {
  const problems = transportProblems(headers);
  const policy = parsePermissionsPolicy(headers['permissions-policy'] ?? '');
  for (const feature of DENIED_FEATURES) {
    if (!same(policy.get(feature), [])) problems.push(`Permissions-Policy does not deny ${feature}`);
  }
  for (const [feature, list] of policy) {
    const stray = list.filter(
      (origin) => origin !== 'self' && !EXPECTED_FRAME_ORIGINS.some((allowed) => origin === `"${allowed}"`),
    );
    if (stray.length) problems.push(`Permissions-Policy gives ${feature} to ${stray.join(' ')}`);
  }

  const csp = sitePolicy(headers);
  if (!csp.size) return [...problems, 'no Content-Security-Policy'];
  const exactly: [string, string[]][] = [
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  for (const [directive, expected] of exactly) {
    if (!same(effective(csp, directive), expected))
      problems.push(`CSP ${directive} is not ${expected.join(' ')}`);
  }
  const base = csp.get('base-uri');
  if (!same(base, ["'self'"]) && !same(base, ["'none'"]))
    problems.push(`CSP base-uri is "${base?.join(' ')}"`);
  return problems;
}

/**
 * A page, a data file or a public file: the site's policy. A page (`document`) also carries a policy of its
 * own whose script-src is 'self' and hashes only, so no inline script runs unless the page vouches for it;
 * the site's policy keeps 'unsafe-inline' for what no page's policy covers (Draft Mode renders).
 */
export function pageHeaderProblems(
  headers: Headers,
  options: { wordpressOrigins?: string[]; document?: boolean } = {},
): string[] {
  const problems = commonProblems(headers);
  const csp = sitePolicy(headers);
  if (!same(effective(csp, 'script-src'), ["'self'", "'unsafe-inline'"])) {
    problems.push(
      `CSP script-src is "${effective(csp, 'script-src')?.join(' ')}", not 'self' 'unsafe-inline'`,
    );
  }
  if (options.document) {
    const policies = parsePolicies(headers['content-security-policy'] ?? '');
    if (allowsAnyInlineScript(policies)) problems.push('an inline script without a hash would run');
    const own = policies.filter((policy) => !policy.has('default-src'));
    const scripts = own[0]?.get('script-src') ?? [];
    if (own.length !== 1 || own[0]!.size !== 1 || scripts[0] !== "'self'")
      problems.push("no page policy of script-src 'self' and hashes alone");
    const stray = scripts.slice(1).filter((source) => !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source));
    if (stray.length) problems.push(`the page's script-src allows ${stray.join(' ')}`);
  }
  if (!same(effective(csp, 'frame-src'), EXPECTED_FRAME_ORIGINS)) {
    problems.push(
      `CSP frame-src is "${effective(csp, 'frame-src')?.join(' ')}", not the video and map hosts`,
    );
  }
  const images = ["'self'", ...new Set(options.wordpressOrigins ?? [])];
  if (!same(effective(csp, 'img-src'), images)) {
    problems.push(`CSP img-src is "${effective(csp, 'img-src')?.join(' ')}", not ${images.join(' ')}`);
  }
  if (!same(effective(csp, 'connect-src'), ["'self'"])) problems.push('CSP connect-src is not self');
  return problems;
}

/** An /api answer (JSON or a script-less HTML page) or an optimised image: nothing may load in it. */
export function apiHeaderProblems(headers: Headers): string[] {
  const problems = commonProblems(headers);
  const csp = sitePolicy(headers);
  for (const directive of ['script-src', 'img-src', 'frame-src', 'connect-src']) {
    if (!same(effective(csp, directive), ["'none'"])) problems.push(`API CSP ${directive} is not 'none'`);
  }
  return problems;
}
