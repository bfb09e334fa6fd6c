/**
 * Bad requests against the production server: POST /api/contact bodies (the generator the handler test
 * uses), POST /api/revalidate requests broken against its contract (signature, timestamp, body shape,
 * size, method), and page URLs (overlong paths, odd encodings, `..`, unknown languages, query-string
 * floods, Next.js's own request headers filled with junk). Seeded: `HARDENING_SEED` replays a run.
 *
 * Sent over raw HTTP (node:http), so paths reach the server byte for byte, not normalised by a URL parser.
 */
import { request as httpRequest } from 'node:http';

import { signWebhook } from '@/lib/companion/contract';
import { seededRandom } from '@/scripts/seeded-random';
import { generateBadContactBodies, VALID_MESSAGE } from '@/test/bad-contact-bodies';

export type Target = 'contact' | 'revalidate' | 'page';

export type BadRequest = {
  target: Target;
  family: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
};

export type Outcome = {
  request: BadRequest;
  status: number | null;
  error?: string;
  leak?: string;
  /** The answer came from Next.js (Node's own parser errors carry no Date header) without our policy. */
  missingHeaders?: boolean;
};

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Each bad request comes from its own made-up client (X-Forwarded-For): none uses up another's allowance. */
const clientAddress = (random: Random) => `10.66.${int(random, 0, 255)}.${int(random, 1, 254)}`;

function contactRequests(random: Random, count: number): BadRequest[] {
  const bodies = generateBadContactBodies(random, count);
  const extras: BadRequest[] = [];
  const base = { target: 'contact' as const, path: '/api/contact' };
  const valid = JSON.stringify({ ...VALID_MESSAGE, lang: 'es', returnTo: '/es/contacto' });
  // Shapes beyond bodies: other methods, a cross-site origin, an oversized body sent in chunks.
  const shapes: (() => BadRequest)[] = [
    () => ({
      ...base,
      family: 'contact: other method',
      method: pick(random, ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
      headers: {},
    }),
    () => ({
      ...base,
      family: 'contact: cross-site post',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: valid,
    }),
    () => ({
      ...base,
      family: 'contact: 1 MB body',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"message":"${'x'.repeat(1024 * 1024)}"}`,
    }),
  ];
  for (let index = 0; index < Math.round(count / 10); index += 1) extras.push(pick(random, shapes)());
  const fromBodies: BadRequest[] = bodies.slice(0, count - extras.length).map((generated) => ({
    ...base,
    family: `contact: ${generated.label.replace(/^(json|urlencoded|multipart): .*/, '$1 fields')}`,
    method: 'POST',
    headers: {
      accept: generated.accept,
      ...(generated.contentType === null ? {} : { 'content-type': generated.contentType }),
    },
    body: generated.body,
  }));
  return [...fromBodies, ...extras];
}

function revalidateRequests(random: Random, count: number, secret: string): BadRequest[] {
  const now = () => Math.floor(Date.now() / 1000);
  const deliveryId = () => Array.from({ length: 32 }, () => '0123456789abcdef'[int(random, 0, 15)]).join('');
  const goodBody = () => ({
    version: 2,
    deliveryId: deliveryId(),
    event: pick(random, ['saved', 'published', 'unpublished', 'trashed', 'deleted', 'media_changed']),
    post: { id: int(random, 1, 5000), type: 'post', status: 'publish', categories: [int(random, 1, 30)] },
    sentAt: new Date().toISOString(),
  });
  // Bodies broken one way each; sent with a valid signature so they reach the body checks.
  const brokenBodies: [string, () => string][] = [
    ['not JSON', () => pick(random, ['{', 'null', '[]', '"x"', '{"version":2,', 'version=2'])],
    [
      'wrong version',
      () => JSON.stringify({ ...goodBody(), version: pick(random, [0, 1, 3, '2', null, 1.5]) }),
    ],
    [
      'delivery id not one',
      () =>
        JSON.stringify({
          ...goodBody(),
          deliveryId: pick(random, ['', 'x', 'A'.repeat(32), '0'.repeat(64), 42, null, undefined]),
        }),
    ],
    [
      'unknown event',
      () => JSON.stringify({ ...goodBody(), event: pick(random, ['', 'SAVED', 'drop_table', 42, null]) }),
    ],
    ['post missing', () => JSON.stringify({ ...goodBody(), post: undefined })],
    [
      'post id not a number',
      () =>
        JSON.stringify({
          ...goodBody(),
          post: { ...goodBody().post, id: pick(random, ['12', -1, 0, 1.5, null, {}]) },
        }),
    ],
    [
      'categories not numbers',
      () =>
        JSON.stringify({
          ...goodBody(),
          post: { ...goodBody().post, categories: pick(random, ['7', [null], ['7'], {}, [1.5]]) },
        }),
    ],
    [
      'sentAt not a date',
      () =>
        JSON.stringify({ ...goodBody(), sentAt: pick(random, ['yesterday', 0, '', '2026-13-45T99:99:99Z']) }),
    ],
    [
      'prototype keys',
      () =>
        `{"version":2,"deliveryId":"${deliveryId()}","__proto__":{"event":"saved"},"constructor":{"prototype":{}},"post":{"id":1,"type":"post","status":"publish","categories":[7]},"sentAt":"2026-11-01T00:00:00Z"}`,
    ],
    ['deep nesting', () => `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ];
  const families: (() => Omit<BadRequest, 'target'>)[] = [
    () => ({
      family: 'revalidate: no signature',
      ...post(JSON.stringify(goodBody()), { 'x-plaza-timestamp': String(now()) }),
    }),
    () => ({
      family: 'revalidate: no timestamp',
      ...signedWith(JSON.stringify(goodBody()), String(now()), { dropTimestamp: true }),
    }),
    () => ({
      family: 'revalidate: wrong secret',
      ...post(JSON.stringify(goodBody()), sign('not-the-secret', String(now()), JSON.stringify(goodBody()))),
    }),
    () => ({
      family: 'revalidate: malformed signature',
      ...post(JSON.stringify(goodBody()), {
        'x-plaza-timestamp': String(now()),
        'x-plaza-signature': pick(random, [
          'sha256=',
          'sha256=zz',
          'md5=abc',
          'sha256=' + 'a'.repeat(64),
          'A'.repeat(5000),
          'sha256=\u00ff',
        ]),
      }),
    }),
    () => {
      const body = JSON.stringify(goodBody());
      return {
        family: 'revalidate: signature of another body',
        ...post(`${body} `, sign(secret, String(now()), body)),
      };
    },
    () => ({
      family: 'revalidate: stale timestamp',
      ...signedWith(JSON.stringify(goodBody()), String(now() - int(random, 301, 10_000_000))),
    }),
    () => ({
      family: 'revalidate: odd timestamp',
      ...signedWith(
        JSON.stringify(goodBody()),
        pick(random, ['', 'now', '-1', '1e10', '0x10', '9'.repeat(40), '1.5', String(now() + 10_000_000)]),
      ),
    }),
    () => {
      const [name, make] = pick(random, brokenBodies);
      return { family: `revalidate: ${name}`, ...signedWith(make(), String(now())) };
    },
    () => ({
      family: 'revalidate: over 16 KB',
      ...signedWith(
        JSON.stringify({ ...goodBody(), padding: 'x'.repeat(int(random, 17_000, 200_000)) }),
        String(now()),
      ),
    }),
    () => ({
      family: 'revalidate: other method',
      method: pick(random, ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
      path: '/api/revalidate',
      headers: {},
    }),
  ];
  function sign(key: string, timestamp: string, body: string) {
    return { 'x-plaza-timestamp': timestamp, 'x-plaza-signature': signWebhook(key, timestamp, body) };
  }
  function post(body: string, headers: Record<string, string>, contentType = 'application/json') {
    return {
      method: 'POST',
      path: '/api/revalidate',
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
      body,
    };
  }
  function signedWith(
    body: string,
    timestamp: string,
    options: { dropTimestamp?: boolean; contentType?: string } = {},
  ) {
    const headers = sign(secret, timestamp, body);
    if (options.dropTimestamp) delete (headers as Partial<typeof headers>)['x-plaza-timestamp'];
    return post(body, headers, options.contentType ?? 'application/json');
  }
  return Array.from({ length: count }, () => ({
    target: 'revalidate' as const,
    ...pick(random, families)(),
  }));
}

function pageRequests(random: Random, count: number): BadRequest[] {
  const page = () =>
    pick(random, [
      '/es',
      '/en',
      '/es/directorio',
      '/en/gallery',
      '/es/galeria/2',
      '/en/contact',
      '/contact',
      '/blog-details',
      '/',
    ]);
  const percent = () =>
    pick(random, [
      '%00',
      '%ff',
      '%c0%af',
      '%e2%80%ae',
      '%252e%252e',
      '%2e%2e%2f',
      '%u002e',
      '%zz',
      '%',
      '%c0%ae',
      '%ed%a0%80',
      '%F0%9F%92%A9',
      '%0d%0aSet-Cookie:%20x=1',
      '%3Cscript%3E',
      '%2F%2F',
    ]);
  const latin1 = () => pick(random, ['\u00ff', '\u00e9', '\u00c3\u00a9', '\u0080']);
  const families: [string, () => Omit<BadRequest, 'target' | 'family'>][] = [
    [
      'overlong path',
      () => ({
        method: 'GET',
        path: `/es/${'a'.repeat(pick(random, [1_000, 8_000, 15_000, 20_000, 100_000]))}`,
        headers: {},
      }),
    ],
    [
      'odd encoding',
      () => ({
        method: 'GET',
        path: `${page()}${pick(random, ['/', ''])}${percent()}${pick(random, ['', percent(), '/x'])}`,
        headers: {},
      }),
    ],
    ['raw non-ASCII bytes', () => ({ method: 'GET', path: `/es/${latin1()}${latin1()}`, headers: {} })],
    [
      'dot segments',
      () => ({
        method: 'GET',
        path: pick(random, [
          '/../../etc/passwd',
          '/es/../../package.json',
          '/_next/static/../../../package.json',
          '/_next/static/..%2f..%2fpackage.json',
          '/wp-content/uploads/..%2f..%2f..%2fpackage.json',
          '//etc/passwd',
          '/%2e%2e/%2e%2e/etc/passwd',
          '/.env',
          '/.env.local',
          '/.git/config',
          '/next.config.mjs',
          '/.next/BUILD_ID',
          '/_next/server/app/es.html',
          '/var/contact-outbox.jsonl',
          '/es/./directorio/.',
          '/es//directorio',
        ]),
        headers: {},
      }),
    ],
    [
      'unknown language or page',
      () => ({
        method: 'GET',
        path: pick(random, [
          '/fr',
          '/de/directorio',
          '/ES',
          '/Es/Directorio',
          '/es-MX',
          '/xx/galeria/2',
          '/es/galeria/0',
          '/es/galeria/1',
          '/es/galeria/99999',
          '/es/galeria/-1',
          '/es/galeria/1e3',
          '/en/gallery/abc',
          '/en/gallery/2/3',
          '/es/search-index.json/x',
          '/null',
          '/undefined',
          '/es/%20',
        ]),
        headers: {},
      }),
    ],
    [
      'query-string flood',
      () => {
        const kind = int(random, 0, 3);
        const query =
          kind === 0
            ? Array.from({ length: int(random, 500, 3_000) }, (_, index) => `a${index % 50}=${index}`).join(
                '&',
              )
            : kind === 1
              ? `q=${'x'.repeat(int(random, 5_000, 14_000))}`
              : kind === 2
                ? pick(random, [
                    '__proto__[polluted]=1',
                    'constructor[prototype][x]=1',
                    '_rsc=garbage',
                    '__nextDataReq=1',
                    '__nextLocale=fr',
                    'page=../../',
                    'lang=<script>alert(1)</script>',
                    'nxtPslug=x',
                    '__nextDefaultLocale=x',
                  ])
                : `${'&'.repeat(2_000)}=`;
        return { method: 'GET', path: `${page()}?${query}`, headers: {} };
      },
    ],
    [
      'Next.js headers with junk',
      () => ({
        method: 'GET',
        path: page(),
        headers: pick(random, [
          {
            rsc: '1',
            'next-router-state-tree': pick(random, [
              'garbage',
              '%5B%5D',
              '%7B%7D',
              '%5B%22%22%2C%7B%7D%5D',
              'x'.repeat(8_000),
            ]),
          },
          {
            rsc: '1',
            'next-router-prefetch': '1',
            'next-router-segment-prefetch': pick(random, ['/_tree', '../../x', '%ff']),
          },
          { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
          { 'x-middleware-prefetch': '1', 'x-nextjs-data': '1' },
          { 'next-url': pick(random, ['/x', '%ff', 'javascript:alert(1)']) },
          { accept: 'text/x-component' },
          {
            host: pick(random, ['evil.example', '', 'localhost:1']),
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'javascript',
          },
        ]),
      }),
    ],
    [
      'other method on a page',
      () => ({
        method: pick(random, ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']),
        path: page(),
        headers: pick(random, [
          {},
          { 'content-type': 'text/plain' },
          {
            'next-action': pick(random, ['deadbeef', 'x'.repeat(42), '0'.repeat(40)]),
            'content-type': 'text/plain;charset=UTF-8',
          },
        ]),
        body: 'x=1',
      }),
    ],
    [
      'image optimiser junk',
      () => ({
        method: 'GET',
        path: `/_next/image?${pick(random, [
          'url=javascript:alert(1)&w=64&q=75',
          'url=%2F%2Fevil.example%2Fx.png&w=64&q=75',
          'url=%2Fwp-content%2Fuploads%2F..%2F..%2Fpackage.json&w=64&q=75',
          'url=%2Fimages%2Fdefault-logo.svg&w=0&q=75',
          'url=%2Fimages%2Fdefault-logo.svg&w=99999&q=75',
          'url=%2Fimages%2Fdefault-logo.svg&w=64&q=1000',
          'url=&w=&q=',
          'url=%00&w=64&q=75',
          'url=http%3A%2F%2F127.0.0.1%3A22%2F&w=64&q=75',
          'url=%2Fapi%2Fcontact&w=64&q=75',
        ])}`,
        headers: {},
      }),
    ],
  ];
  return Array.from({ length: count }, () => {
    const [family, make] = pick(random, families);
    return { target: 'page' as const, family: `page: ${family}`, ...make() };
  });
}

export const DEFAULT_COUNTS: Record<Target, number> = { contact: 400, revalidate: 300, page: 300 };

/** The whole run, interleaved so no one target gets the server to itself. */
export function generateBadRequests(seed: number, secret: string, counts = DEFAULT_COUNTS): BadRequest[] {
  const random = seededRandom(seed);
  const all = [
    ...contactRequests(random, counts.contact),
    ...revalidateRequests(random, counts.revalidate, secret),
    ...pageRequests(random, counts.page),
  ];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [all[index], all[other]] = [all[other]!, all[index]!];
  }
  for (const request of all) request.headers['x-forwarded-for'] ??= clientAddress(random);
  return all;
}

/** A reply must not show how the server is built: stack frames, file paths, error class names. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at [^\n]*(\(|:\d+:\d+)/],
  [
    'file path',
    /(\/work\/|\/home\/|\/root\/|\/usr\/lib\/node|node_modules\/|webpack-internal|\.next\/server|file:\/\/\/)/,
  ],
  ['error text', /\b(Type|Reference|Syntax|Range|URI|Decode|Normalize|Internal)?Error: /],
];

export function findLeak(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0];
}

function send(base: URL, bad: BadRequest, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const body =
      bad.body === undefined
        ? undefined
        : typeof bad.body === 'string'
          ? Buffer.from(bad.body)
          : Buffer.from(bad.body);
    const headers: Record<string, string> = { ...bad.headers };
    if (body) headers['content-length'] = String(body.length);
    if (!('host' in headers)) headers.host = base.host;
    let req;
    try {
      req = httpRequest({
        host: base.hostname,
        port: base.port,
        method: bad.method,
        path: bad.path,
        headers,
        insecureHTTPParser: true,
        setHost: false,
      });
    } catch (error) {
      // Node refuses to send some of our junk (a control character in a header): not the server's doing.
      return resolve({
        request: bad,
        status: null,
        error: `not sendable: ${(error as Error).message.slice(0, 80)}`,
      });
    }
    const timer = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < 256 * 1024) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          request: bad,
          status: res.statusCode ?? null,
          leak: findLeak(Buffer.concat(chunks).toString('utf8')),
        });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        resolve({ request: bad, status: res.statusCode ?? null, error: error.message });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      resolve({ request: bad, status: null, error: error.message });
    });
    req.end(body);
  });
}

/** Sends every request, `concurrency` at a time, and collects what came back. */
export async function sendBadRequests(
  baseUrl: string,
  requests: BadRequest[],
  concurrency = 8,
  timeoutMs = 15_000,
): Promise<Outcome[]> {
  const base = new URL(baseUrl);
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      outcomes[index] = await send(base, requests[index]!, timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
