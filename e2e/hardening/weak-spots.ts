/**
 * Weak spots of the site, each checked against the production server the way a stranger would try it:
 * - the image optimiser asked for what is not one of the site's images (a backslash host, a page, an API
 *   route, a missing file) answers 400 and logs nothing, while the site's images (snapshot uploads, demo
 *   pictures, WordPress's uploads) are still served;
 * - a forged preview cookie never gets a Set-Cookie on an answer a shared cache may store;
 * - a signed webhook delivery sent again (a replay) is "already done" and costs no WordPress read, and the
 *   pages it regenerates are requested from this server, never from the Host the delivery named;
 * - (run.ts) the same replay sent to another instance sharing Redis is "already done" there too.
 * The sanitiser's part (links that open new tabs, frames) is in the poisoned snapshot (poisoned.spec.ts).
 */
import { request as httpRequest } from 'node:http';

import { signedHeaders } from '@/lib/companion/contract';

import type { Hit } from '../servers/recorder';
import type { SwitchableWordPress } from '../servers/switchable-wordpress';
import { webhookBody } from '../support/webhook';
import { sleep, type Started } from '../../test/processes';

export type Check = { check: string; figure: string; problems: string[] };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request over raw HTTP: the Host header goes out as given (fetch would replace it). */
export function send(
  baseUrl: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method, path, headers: { host: base.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${path} in 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

const image = (url: string, width = 640) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;

/** What Next logs for a failed optimiser request (`⨯ internal image response failed…`) or any error. */
const ERROR_LINE = /⨯|error/i;

export async function imageOptimiser(
  baseUrl: string,
  server: Started,
  wordpressUrl: string,
): Promise<Check[]> {
  const refused = [
    '/\\evil.example/a.png',
    '/es/',
    '/api/contact',
    '/wp-content/uploads/2026/11/no-such-picture.webp',
    '/wp-content/uploads/../../package.json',
    '/images/default-logo.svg',
    'https://evil.example/a.png',
  ];
  const logFrom = server.output().length;
  const problems: string[] = [];
  let answered400 = 0;
  for (const url of refused) {
    const { status } = await send(baseUrl, image(url));
    if (status === 400) answered400 += 1;
    else problems.push(`${status}, not 400, for ${url}`);
  }
  await sleep(500);
  const logged = server
    .output()
    .slice(logFrom)
    .split('\n')
    .filter((line) => ERROR_LINE.test(line));
  problems.push(...logged.map((line) => `logged: ${line.slice(0, 120)}`));

  // The site's own images: every optimised image of a few pages, and one of WordPress's uploads.
  const pages = ['/es', '/en/gallery', '/en/paris-medical-center', '/blog-details', '/portfolio-details'];
  const urls = new Set<string>([image(`${wordpressUrl}/wp-content/uploads/2026/11/about-plaza-paris.webp`)]);
  for (const page of pages) {
    const html = (await send(baseUrl, page)).body;
    for (const [, src] of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g))
      for (const candidate of (src ?? '').split(','))
        if (candidate.trim().startsWith('/_next/image?'))
          urls.add(candidate.trim().split(' ')[0]!.replace(/&amp;/g, '&'));
  }
  const broken: string[] = [];
  for (const url of urls) {
    const { status, headers } = await send(baseUrl, url);
    if (status !== 200 || !String(headers['content-type']).startsWith('image/'))
      broken.push(`${status} ${headers['content-type']} for ${decodeURIComponent(url).slice(0, 100)}`);
  }
  return [
    {
      check: 'image optimiser: not an image of the site',
      figure: `${refused.length} addresses (the review's two, a route, a missing file, traversal, an SVG, another host): ${answered400} answered 400; ${logged.length} error lines logged`,
      problems,
    },
    {
      check: "image optimiser: the site's images",
      figure: `${urls.size} optimised images of ${pages.length} pages and WordPress's uploads: ${urls.size - broken.length} served`,
      problems: urls.size < 10 ? ['fewer than 10 images found', ...broken] : broken,
    },
  ];
}

/** A shared cache may store an answer unless it is private or no-store (RFC 9111, 3 and 5.2.2). */
const sharedCacheMayStore = (cacheControl: string) => !/\b(private|no-store)\b/i.test(cacheControl);

export async function forgedPreviewCookie(baseUrl: string): Promise<Check> {
  const paths = [
    '/es',
    '/en/gallery/2',
    '/contact',
    '/es/search-index.json',
    '/sitemap.xml',
    '/robots.txt',
    '/no-such-page',
    '/api/revalidate',
  ];
  const cookies = [
    '__prerender_bypass=0123456789abcdef0123456789abcdef',
    '__next_preview_data=forged',
    '__prerender_bypass=x; __next_preview_data=y',
  ];
  const problems: string[] = [];
  let withSetCookie = 0;
  let shareable = 0;
  for (const path of paths)
    for (const cookie of cookies) {
      const { status, headers } = await send(baseUrl, path, { headers: { cookie } });
      const cacheControl = String(headers['cache-control'] ?? '');
      if (status >= 500) problems.push(`${status} for ${path}`);
      if (!headers['set-cookie']) continue;
      withSetCookie += 1;
      if (!sharedCacheMayStore(cacheControl)) continue;
      shareable += 1;
      problems.push(`${path} with ${cookie.split('=')[0]}: Set-Cookie on "Cache-Control: ${cacheControl}"`);
    }
  // The guard must not cost the public pages their shared caching.
  const plain = String((await send(baseUrl, '/es')).headers['cache-control'] ?? '');
  if (!/s-maxage=\d+/.test(plain) || !sharedCacheMayStore(plain))
    problems.push(`/es without a cookie is no longer shared-cacheable: "${plain}"`);
  return {
    check: 'forged preview cookie: no Set-Cookie a shared cache may store',
    figure: `${paths.length * cookies.length} requests, ${withSetCookie} with Set-Cookie, ${shareable} of them shared-cacheable; /es without: "${plain}"`,
    problems,
  };
}

const settledRounds = (log: string) => log.match(/"event":"webhook\.regenerated"/g)?.length ?? 0;

/** Waits for the delivery's second round of regeneration (lib/revalidate/warm.ts) to be logged. */
async function secondRound(server: Started, before: number): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (settledRounds(server.output()) > before) return true;
    await sleep(200);
  }
  return false;
}

/** A valid delivery of the directory's category, signed now. */
export function directoryDelivery(secret: string) {
  const body = webhookBody({ id: 246, categories: [16] });
  return { body, headers: signedHeaders(secret, body) };
}

/**
 * A signed delivery naming a spy as its Host: the pages it regenerates are read from WordPress and
 * requested from this server (the spy gets nothing); the same bytes again are "already done" and read
 * nothing. `sendAgain` sends the replay (the same server, or another instance).
 */
export async function replayedDelivery(options: {
  baseUrl: string;
  server: Started;
  secret: string;
  wordpress: SwitchableWordPress;
  spy: { url: string; hits: Hit[] };
  again?: { baseUrl: string; server: Started };
}): Promise<Check[]> {
  const { baseUrl, server, secret, wordpress, spy } = options;
  const again = options.again ?? { baseUrl, server };
  const { body, headers } = directoryDelivery(secret);
  const problems: string[] = [];

  spy.hits.length = 0;
  const rounds = settledRounds(server.output());
  const readsBefore = wordpress.hits('good');
  const first = await send(baseUrl, '/api/revalidate', {
    method: 'POST',
    headers: { ...headers, host: new URL(spy.url).host },
    body,
  });
  const firstJson = JSON.parse(first.body) as { revalidated?: string[] };
  if (first.status !== 200 || !firstJson.revalidated?.length)
    problems.push(`the delivery got ${first.status} ${first.body.slice(0, 120)}`);
  if (!(await secondRound(server, rounds))) problems.push('its pages were not regenerated twice within 30 s');
  const reads = wordpress.hits('good') - readsBefore;
  if (reads === 0) problems.push('no WordPress read: the pages were not regenerated on this server');
  if (spy.hits.length)
    problems.push(`${spy.hits.length} warm requests went to the Host it named (${spy.hits[0]?.url})`);

  const replayReadsBefore = wordpress.hits('good');
  const logFrom = again.server.output().length;
  const replay = await send(again.baseUrl, '/api/revalidate', { method: 'POST', headers, body });
  await sleep(7_000); // past the second round a delivery acted on would start (5 s)
  const replayReads = wordpress.hits('good') - replayReadsBefore;
  const replayLog = again.server.output().slice(logFrom);
  const replayStatus = (JSON.parse(replay.body) as { status?: string }).status;
  const replayProblems: string[] = [];
  if (replay.status !== 200 || replayStatus !== 'already_done')
    replayProblems.push(`the replay got ${replay.status} ${replay.body.slice(0, 120)}`);
  if (replayReads) replayProblems.push(`the replay made ${replayReads} WordPress reads`);
  if (/"event":"webhook\.received",[^\n]*"tags":\["/.test(replayLog))
    replayProblems.push('the replay refreshed tags');
  const where = options.again ? 'another instance (shared Redis)' : 'the same server';
  return [
    ...(options.again
      ? []
      : [
          {
            check: 'webhook: warm requests go to this server',
            figure: `delivery naming Host ${new URL(spy.url).host}: ${first.status}, ${reads} WordPress reads, ${spy.hits.length} requests to that host`,
            problems,
          },
        ]),
    {
      check: `webhook: a replay to ${where}`,
      figure: `${replay.status} ${replayStatus}; ${replayReads} WordPress reads in 7 s`,
      problems: options.again ? [...problems, ...replayProblems] : replayProblems,
    },
  ];
}
