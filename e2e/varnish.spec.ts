import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';
import {
  MATCHED_PATH_HEADER,
  NEXT_CACHE_REVALIDATE_TAG_TOKEN_HEADER,
  NEXT_CACHE_REVALIDATED_TAGS_HEADER,
  NEXT_CACHE_TAGS_HEADER,
  NEXT_RESUME_HEADER,
  NEXT_RESUME_STATE_LENGTH_HEADER,
  PRERENDER_REVALIDATE_HEADER,
  PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER,
} from 'next/dist/lib/constants.js';

import { signedHeaders } from '../lib/companion/contract';
import { plazaPaths } from '../lib/routes';
import { BASE_URL, E2E_METRICS_TOKEN, E2E_REVALIDATE_SECRET, VARNISH_URL } from '../playwright.config';
import {
  age,
  E2E_PURGE_TOKEN,
  expectNothingPrivate,
  expectPreviewPassed,
  expectPurgeAcl,
  fresh as freshThrough,
  purge,
  send,
  type Answer,
} from './support/varnish';
import { webhookBody } from './support/webhook';
import { startVarnish } from '../test/varnish';

/**
 * Varnish with the shipped VCL (deploy/varnish/plaza.vcl) in front of the e2e server (playwright.config.ts
 * starts it). Each test first soft-purges the tags of the pages it uses, so it meets them uncached
 * whatever ran before; the real-WordPress run (npm run test:wordpress) proves edits and outages end to end.
 */
const via = (path: string) => `${VARNISH_URL}${path}`;
const isHtml = (answer: Answer) => (answer.headers['content-type'] ?? '').startsWith('text/html');
const isRsc = (answer: Answer) => answer.headers['content-type'] === 'text/x-component';

const fresh = (path: string) => freshThrough(VARNISH_URL, BASE_URL, path);

test('a page and its RSC payload are kept apart, whichever is asked first', async () => {
  for (const [path, first] of [
    ['/en/paris-pharmacy', 'rsc'],
    ['/es/farmacia-paris', 'html'],
  ] as const) {
    await fresh(path);
    // The router's request without the matching `_rsc` gets a redirect, which must never be kept: kept
    // under the page's address, it would send every visitor to the payload.
    const redirect = await send(via(path), { headers: { rsc: '1' } });
    expect(redirect.status, path).toBe(307);
    expect(redirect.headers['x-cache']).toBe('pass');
    const payloadUrl = via(redirect.headers['location']!);

    const order = first === 'rsc' ? ['rsc', 'html'] : ['html', 'rsc'];
    for (const _round of [1, 2]) {
      for (const kind of order) {
        const answer =
          kind === 'rsc' ? await send(payloadUrl, { headers: { rsc: '1' } }) : await send(via(path));
        expect(answer.status, `${path} ${kind}`).toBe(200);
        expect(kind === 'rsc' ? isRsc(answer) : isHtml(answer), `${path} ${kind}`).toBe(true);
      }
    }
    // The payload's own address without the header is the page, not the payload.
    expect(isHtml(await send(payloadUrl))).toBe(true);
    expect((await send(payloadUrl, { headers: { rsc: '1' } })).headers['x-cache']).toBe('hit');
  }
});

test('a client that takes brotli gets an object of its own; every other client shares the gzip one', async () => {
  const path = '/es/contacto';
  await fresh(path);
  const encoding = (acceptEncoding?: string) =>
    send(via(path), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  // Filled once per kind of client, whatever the wording of its Accept-Encoding.
  expect((await encoding('br, gzip')).headers['x-cache']).toBe('miss');
  expect((await encoding('gzip, deflate, br, zstd')).headers['x-cache']).toBe('hit');
  expect((await encoding('gzip')).headers['x-cache']).toBe('miss');
  const gzip = await encoding('gzip, deflate');
  expect(gzip.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'gzip' });
  // A client without gzip gets the gzip object unzipped by Varnish: the page itself.
  const plain = await encoding();
  expect(plain.headers['x-cache']).toBe('hit');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(isHtml(plain) && plain.body.includes('</html>')).toBe(true);
});

test("one visitor's headers never shape what others get", async () => {
  const path = '/es/plano-plaza-paris';
  await fresh(path);
  const clean = await send(`${BASE_URL}${path}`);
  // The first request (the one that fills the cache) carries what could change a shared answer.
  const hostile = await send(via(path), {
    headers: {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      cookie: 'session=1234',
      rsc: '2',
    },
  });
  expect(hostile.headers['x-cache']).toBe('miss');
  for (const answer of [
    hostile,
    await send(via(path)),
    await send(via(path), { headers: { host: 'other.example' } }),
  ]) {
    expect(answer.status).toBe(200);
    expect(answer.body === clean.body, 'the same page as a clean request to the site').toBe(true);
    expect(answer.headers['set-cookie']).toBeUndefined();
  }
  // One copy for every Host: the second and third were hits.
  expect((await send(via(path), { headers: { host: 'third.example' } })).headers['x-cache']).toBe('hit');
});

test('a draft or preview cookie is never served from the cache, nor stored in it', async () => {
  await expectPreviewPassed(VARNISH_URL, BASE_URL, '/es/contacto');
});

test('the tag header reaches the cache and never a visitor', async () => {
  for (const path of plazaPaths()) {
    const origin = await send(`${BASE_URL}${path}`);
    expect(origin.headers['surrogate-key'], path).toMatch(
      /^wp:(category|media):\d+( wp:(category|media):\d+)*$/,
    );
    const cached = await send(via(path));
    expect(cached.status, path).toBe(200);
    expectNothingPrivate(cached, path);
  }
});

test('purges are obeyed only from allowed addresses with the purge token', async () => {
  await expectPurgeAcl(VARNISH_URL, BASE_URL, '/en/square-plan');
});

test('the webhook purges the pages of the tags it refreshed, and only those', async () => {
  const [edited, other] = ['/en/directory', '/es/farmacia-paris'];
  for (const path of [edited, other]) {
    await fresh(path);
    await send(via(path));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const before = age(await send(via(other)));
  expect(before).toBeGreaterThanOrEqual(1);

  const body = webhookBody({ id: 249, categories: [16] });
  // Through Varnish: /api/* is passed to the site.
  const response = await fetch(via('/api/revalidate'), {
    method: 'POST',
    headers: signedHeaders(E2E_REVALIDATE_SECRET, body),
    body,
  });
  expect(response.status).toBe(200);
  // Purged once the site has regenerated it: fetched again (a miss), its Age back to 0.
  await expect
    .poll(async () => (await send(via(edited))).headers['x-cache'], { timeout: 15_000 })
    .toBe('miss');
  const untouched = await send(via(other));
  expect(untouched.headers['x-cache']).toBe('hit');
  expect(age(untouched)).toBeGreaterThanOrEqual(before);
});

test.describe('with an origin that fails', () => {
  // A stand-in origin this test can break and stop (the e2e server is shared), behind a Varnish of its own.
  let mode: 'good' | 'error' = 'good';
  let origin: Server;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  /** What reached the stand-in origin, but for the probe. */
  const reached: { url: string; headers: Record<string, unknown> }[] = [];
  test.beforeAll(async () => {
    origin = createServer((req, res) => {
      if (req.url !== '/api/health/ready') reached.push({ url: req.url ?? '', headers: req.headers });
      if (mode === 'error' && req.url !== '/api/health/ready') return void res.writeHead(500).end('broken');
      res.writeHead(200, {
        'content-type': 'text/plain',
        'cache-control': 's-maxage=1, stale-while-revalidate=5',
        'surrogate-key': 'wp:category:99',
        'set-cookie': 'tracker=1; Path=/',
      });
      res.end(`${req.url} as of ${Date.now()}`);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const port = Number(new URL(VARNISH_URL).port) + 1;
    varnish = await startVarnish({
      port,
      origin: `127.0.0.1:${(origin.address() as AddressInfo).port}`,
      purgeToken: E2E_PURGE_TOKEN,
      metricsToken: E2E_METRICS_TOKEN,
    });
  });
  test.afterAll(async () => {
    await varnish?.stop();
    origin?.closeAllConnections();
    origin?.close();
  });

  test('no Next-internal header reaches the site, nor a path that names another once resolved or decoded', async () => {
    // What Next trusts from a request only because it believes its own parts sent it.
    const internal = [
      PRERENDER_REVALIDATE_HEADER,
      PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER,
      NEXT_CACHE_REVALIDATED_TAGS_HEADER,
      NEXT_CACHE_REVALIDATE_TAG_TOKEN_HEADER,
      NEXT_CACHE_TAGS_HEADER,
      NEXT_RESUME_HEADER,
      NEXT_RESUME_STATE_LENGTH_HEADER,
      MATCHED_PATH_HEADER,
      'x-middleware-subrequest',
      'x-now-route-matches',
      'x-nextjs-data',
    ];
    reached.length = 0;
    const answer = await send(`${varnish.url}/internal-headers`, {
      headers: Object.fromEntries(internal.map((name) => [name, 'wp:category:17'])),
    });
    expect(answer.status).toBe(200);
    expect(reached.map((request) => request.url)).toEqual(['/internal-headers']);
    expect(internal.filter((name) => name in reached[0]!.headers)).toEqual([]);

    // Sent as written (a URL parser would resolve them first): refused before any rule reads them.
    reached.length = 0;
    for (const raw of [
      '/es/../api/contact',
      '/es/./x',
      '/es/..',
      '/%61pi/contact',
      '/es/%2E%2E/api',
      '/%7euser',
    ]) {
      expect(await rawStatus(varnish.url, raw), raw).toBe(400);
    }
    expect(reached).toEqual([]);
    // Escapes that are needed (a non-ASCII slug, a space) go through.
    expect(await rawStatus(varnish.url, '/es/galer%C3%ADa%20x')).toBe(200);
  });

  test('the purge token never reaches the site, and /api/metrics is not served through Varnish', async () => {
    reached.length = 0;
    const headers = { 'x-purge-token': E2E_PURGE_TOKEN };
    expect((await send(`${varnish.url}/api/contact`, { method: 'POST', headers })).status).toBe(200);
    expect((await send(`${varnish.url}/token-check`, { headers })).status).toBe(200);
    expect((await send(`${varnish.url}/api/metrics`)).status).toBe(404);
    expect(
      (await send(`${varnish.url}/api/metrics?x=1`, { headers: { authorization: 'Bearer x' } })).status,
    ).toBe(404);
    expect(reached.map(({ url, headers }) => ({ url, purgeToken: headers['x-purge-token'] }))).toEqual([
      { url: '/api/contact', purgeToken: undefined },
      { url: '/token-check', purgeToken: undefined },
    ]);
  });

  test('/api/health/* only to a visitor on this host, or with the metrics token', async () => {
    reached.length = 0;
    // nginx writes the visitor's address into X-Forwarded-For; Varnish appends nginx's (127.0.0.1).
    const from = (address: string, extra: Record<string, string> = {}) =>
      send(`${varnish.url}/api/health/live`, { headers: { 'x-forwarded-for': address, ...extra } });
    expect((await from('203.0.113.7')).status).toBe(404);
    expect((await from('2001:db8::7')).status).toBe(404);
    expect(
      (await from('203.0.113.7', { authorization: 'Bearer not-the-metrics-token-0123456789' })).status,
    ).toBe(404);
    for (const path of ['/api/health/ready', '//api/health/live', '/api//health/ready?x=1', '/api/health'])
      expect(
        (await send(`${varnish.url}${path}`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status,
        path,
      ).toBe(404);
    expect(reached).toEqual([]);
    expect((await from('203.0.113.7', { authorization: `Bearer ${E2E_METRICS_TOKEN}` })).status).toBe(200);
    expect((await from('127.0.0.1')).status).toBe(200); // an operator on this host, through nginx
    expect((await from('::1')).status).toBe(200);
    expect((await send(`${varnish.url}/api/health/live`)).status).toBe(200); // on loopback, no proxy
    expect(reached.map((request) => request.url)).toEqual(Array(4).fill('/api/health/live'));
    // A Varnish started without --metrics-token-file (playwright.config.ts's) lets no bearer in.
    const bearer = { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${E2E_METRICS_TOKEN}` };
    expect((await send(`${VARNISH_URL}/api/health/ready`, { headers: bearer })).status).toBe(404);
    expect((await send(`${VARNISH_URL}/api/health/ready`)).status).toBe(200);
  });

  test('the last good answer is served past its TTL, whether the site errs or is down', async () => {
    const first = await send(`${varnish.url}/page`);
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    mode = 'error';
    const duringError = await send(`${varnish.url}/page`);
    expect([duringError.status, duringError.body]).toEqual([200, first.body]);
    // A soft purge leaves it for grace too.
    expect((await purge(varnish.url, 'wp:category:99')).status).toBe(200);
    expect((await send(`${varnish.url}/page`)).body).toBe(first.body);

    origin.closeAllConnections();
    await new Promise((resolve) => origin.close(resolve));
    const down = await send(`${varnish.url}/page`);
    expect([down.status, down.body]).toEqual([200, first.body]);
    // Once the probe has marked the site sick (2 of 3 failed, every 2 s), straight from grace.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await send(`${varnish.url}/page`)).body).toBe(first.body);
    // What was never cached has nothing to fall back on.
    expect((await send(`${varnish.url}/never-seen`)).status).toBe(503);
  });
});

/** The status of a GET whose path is sent exactly as written. */
function rawStatus(base: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: rawPath, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
