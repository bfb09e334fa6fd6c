import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { start, waitForUrl, type Started } from '../../test/processes';
import { privateRedisArgs } from '../support/redis';

import { recordFigure, seconds } from './support/figures';
import { inHtml } from './support/site';
import { harness } from './support/state';
import { postsOf, quiet, setWebhookTarget, siteWebhook, updatePost } from './support/wordpress';

/**
 * Several instances, one ISR cache (lib/cache/shared-cache-handler.mjs, docs/deployment.md): a private
 * Redis and `next start` instances of the same .next-wordpress build with REDIS_URL set.
 * - A reads this run's WordPress and receives the plugin's webhooks;
 * - B is pointed at a WordPress address that refuses connections: it can never read WordPress, so
 *   anything new it serves came from the cache A wrote to. B gets no webhook.
 * - C starts after the edit (with WordPress): it must not put the build's page back over the edited one.
 */
const REDIS_PORT = Number(harness().REDIS_PORT);
const PORT_A = REDIS_PORT + 1;
const PORT_B = REDIS_PORT + 2;
const PORT_C = REDIS_PORT + 3;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
/** Port 9 (discard) on loopback: nothing listens there, a connection is refused at once. */
const NO_WORDPRESS = 'http://127.0.0.1:9';
const PATH = '/es/farmacia-paris';
/** REVALIDATE_SECONDS of the run (run.sh). */
const INTERVAL_S = Number(process.env.REVALIDATE_SECONDS ?? 3);
const CATEGORY = 12;

const url = (port: number, pathname = PATH) => `http://127.0.0.1:${port}${pathname}`;
const get = async (port: number, pathname = PATH) => {
  const response = await fetch(url(port, pathname), { cache: 'no-store' });
  return { status: response.status, html: await response.text() };
};

/** Seconds from `since` until the instance serves the text (within 10 s). */
async function firstServed(port: number, text: string, since: number): Promise<number> {
  while (performance.now() - since < 10_000) {
    const { status, html } = await get(port);
    expect(status).toBe(200);
    if (html.includes(inHtml(text))) return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not serve "${text}" within 10 s`);
}

let redisDir = '';
let redis: Started | undefined;
const instances = new Map<string, Started>();

async function startInstance(name: string, port: number, wordpressUrl: string): Promise<Started> {
  const server = start('npx', ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    env: { ...process.env, REDIS_URL, WORDPRESS_URL: wordpressUrl, SITE_URL: harness().SITE_URL },
  });
  instances.set(name, server);
  await waitForUrl(url(port), server, 60_000);
  return server;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redisDir = mkdtempSync(path.join(os.tmpdir(), 'plaza-redis-'));
  redis = start('redis-server', privateRedisArgs(REDIS_PORT, redisDir));
  await startInstance('A', PORT_A, harness().WP_URL);
  await startInstance('B', PORT_B, NO_WORDPRESS);
});

test.afterAll(async () => {
  setWebhookTarget(siteWebhook());
  await Promise.all([...instances.values()].map((server) => server.stop()));
  await redis?.stop();
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
});

test('an edit delivered to one instance is served by another that cannot reach WordPress', async () => {
  test.setTimeout(120_000);
  const a = instances.get('A')!;
  const b = instances.get('B')!;
  expect(a.output()).toContain(`"event":"cache.shared","redis":"${REDIS_URL}"`);
  expect(b.output()).toContain(`"event":"cache.shared","redis":"${REDIS_URL}"`);

  const [post] = await postsOf(CATEGORY);
  expect(post, `category ${CATEGORY} has a post`).toBeTruthy();
  const title = `${post!.title} · compartida ${Date.now() % 100_000}`;
  const before = await get(PORT_B);
  expect(before.status).toBe(200);
  expect(before.html).not.toContain(inHtml(title));

  await quiet();
  setWebhookTarget(`${url(PORT_A, '/api/revalidate')}`);
  const pressed = performance.now();
  await updatePost(post!.id, { title });
  // A regenerates the page through the webhook and writes it to Redis. The library's revalidateTag deletes
  // the page from Redis first (docs/deployment.md): B, which cannot render, is asked once A has the page.
  const onA = await firstServed(PORT_A, title, pressed);
  // A's answer can end before its write to Redis lands (CI saw B, asked at once, without the edit): B is
  // asked until it serves it, within the same 10 s.
  await firstServed(PORT_B, title, pressed);
  recordFigure(
    'Update → served by another instance (shared cache)',
    `${seconds((performance.now() - pressed) / 1000)} (A, which got the webhook: ${seconds(onA)})`,
  );
  // The webhook went to A only; B only ever read the shared cache.
  expect(a.output()).toMatch(
    new RegExp(
      `"event":"webhook\\.received","action":"saved","type":"post","postId":${post!.id},"tags":\\["wp:category:${CATEGORY}"`,
    ),
  );
  expect(b.output()).not.toContain('"event":"webhook.received"');

  // Once A's second round is done (lib/revalidate/warm.ts), an instance started now begins with the build's
  // pages but keeps what Redis already holds: its first answer is the edited page, not the build's.
  // Round 2's expiry deletes the entries from Redis again before A regenerates them; an expiry applied only
  // after the round (as one inside after() is) would leave B, which cannot render, Next's error page here.
  await expect
    .poll(() => a.output().includes('"event":"webhook.regenerated"'), { timeout: 15_000 })
    .toBe(true);
  expect((await get(PORT_B)).html).toContain(inHtml(title));
  await startInstance('C', PORT_C, harness().WP_URL);
  expect((await get(PORT_C)).html).toContain(inHtml(title));

  // Stale is not gone: well past the interval (and past the library's default of 1.5 intervals, after
  // which an entry would leave Redis), B, which cannot regenerate anything, still serves the last good page.
  await new Promise((resolve) => setTimeout(resolve, 2 * INTERVAL_S * 1000 + 1_000));
  const later = await get(PORT_B);
  expect(later.status).toBe(200);
  expect(later.html).toContain(inHtml(title));
});

test('Redis lost: an instance that reads WordPress keeps answering, and says so once', async () => {
  test.setTimeout(60_000);
  const a = instances.get('A')!;
  await redis!.stop();
  const titles = (await postsOf(CATEGORY)).map((post) => post.title);
  for (let round = 0; round < 3; round++) {
    const began = performance.now();
    const { status, html } = await get(PORT_A);
    expect(status).toBe(200);
    expect(html).toContain(inHtml(titles[0]!));
    // Each cache operation gives up after 1 s; a page must not wait for a dead Redis much longer.
    expect(performance.now() - began).toBeLessThan(5_000);
  }
  const reports =
    a.output().match(/"event":"cache\.redis\.error","redis":"redis:\/\/127\.0\.0\.1:\d+\/?"/g) ?? [];
  expect(reports).toHaveLength(1);
});
