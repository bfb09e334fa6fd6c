import { expect, test } from '@playwright/test';

import { plazaPaths } from '../../lib/routes';
import { cf7Fault, mailCounts, mailsFor } from '../wordpress/support/contact';
import { recordFigure, seconds } from '../wordpress/support/figures';
import { inHtml, ONE_PAGE_EDITS } from '../wordpress/support/site';
import { postsOf, updatePost, webServer } from '../wordpress/support/wordpress';

import {
  curlDocument,
  get,
  gone,
  instancePorts,
  killGroup,
  metric,
  postMessage,
  prometheusUp,
  readiness,
  sleep,
  stackStatus,
  stackUp,
  varnishBackends,
} from './support';

/**
 * The production stack as an operator runs it (deploy/stack.sh), against the real WordPress 7.1 with the
 * real Contact Form 7: every request through nginx over HTTPS, then one fault at a time, each seen by a
 * visitor (pages, contact answers, mails) and by the operator (readiness, Varnish's probes, metrics), and
 * each recovered with `npm run stack -- up`.
 */
test.describe.configure({ mode: 'serial' });

const expectAllOnce = async (references: string[]) =>
  expect(await mailCounts(references, 60_000)).toEqual(Object.fromEntries(references.map((r) => [r, 1])));

/** The shared queue's depth as the instances report it (each reads the same BullMQ queue). */
const queueDepth = async () =>
  Math.max(...(await Promise.all(instancePorts().map((port) => metric(port, 'plaza_contact_queue_depth')))));

test('status: every process up and ready', async () => {
  const { code, output } = stackStatus();
  console.log(output);
  expect(code, output).toBe(0);
  for (const port of instancePorts()) expect(await readiness(port)).toMatchObject({ status: 'ready' });
});

test('every plaza page answers 200 over HTTP/2 with brotli through nginx, gzip for a client without brotli', async () => {
  for (const path of plazaPaths()) {
    expect(curlDocument(path), path).toMatchObject({ version: '2', status: 200, encoding: 'br' });
    // Kept compressed by Varnish (filled through nginx's compressing proxy), not compressed per visitor.
    expect(curlDocument(path), path).toMatchObject({ encoding: 'br', cache: 'hit' });
  }
  const gzip = curlDocument('/es', 'gzip');
  expect(gzip).toMatchObject({ version: '2', status: 200, encoding: 'gzip' });
  // Its own object: brotli, at the fills' level, is smaller than gzip.
  expect(curlDocument('/es').bytes).toBeLessThan(gzip.bytes * 0.7);
  // The edge refuses what no browser sends, and keeps the metrics to loopback.
  expect((await get('/es', 'PURGE')).status).toBe(405);
  expect((await get('/api/metrics')).status).toBe(404);
});

test('an Update in WordPress is served through nginx, Varnish and both instances', async () => {
  const { category, path } = ONE_PAGE_EDITS[0]!;
  const [post] = await postsOf(category);
  expect(post, `category ${category} has a post`).toBeTruthy();
  await expect.poll(async () => (await get(path)).headers['x-cache'], { timeout: 20_000 }).toBe('hit');
  const title = `${post!.title} · stack ${Date.now() % 100_000}`;
  const pressed = performance.now();
  await updatePost(post!.id, { title });
  let served = Number.NaN;
  while (performance.now() - pressed < 20_000) {
    const answer = await get(path);
    if (answer.status === 200 && answer.body.includes(inHtml(title))) {
      served = (performance.now() - pressed) / 1000;
      break;
    }
    await sleep(25);
  }
  recordFigure(
    'Update → new title served through the whole stack (nginx, Varnish, 2 instances)',
    seconds(served),
  );
  expect(served, `${path} showed "${title}" through the stack`).toBeLessThan(20);
});

test('a contact message through the stack is mailed once', async () => {
  const answer = await postMessage(`plaza-e2e stack ${Date.now()}`);
  expect([200, 202], '200: sent at once; 202: queued').toContain(answer.status);
  await expectAllOnce([answer.reference]);
});

test('kill -9 of one instance under traffic: no page fails, every message is answered by the other and mailed once', async () => {
  test.setTimeout(180_000);
  for (const path of plazaPaths()) expect((await get(path)).status, path).toBe(200);
  const failures: string[] = [];
  const references: string[] = [];
  const stopAt = Date.now() + 15_000;
  const pages = async () => {
    let count = 0;
    while (Date.now() < stopAt) {
      const path = plazaPaths()[count++ % plazaPaths().length]!;
      const answer = await get(path).catch((error: Error) => ({ status: error.message }));
      if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
    }
    return count;
  };
  const messages = async () => {
    while (Date.now() < stopAt) {
      const answer = await postMessage(`plaza-e2e stack kill -9 ${Date.now()}`);
      // 200: sent at once; 202: queued (received, sent soon).
      if (answer.status === 200 || answer.status === 202) references.push(answer.reference);
      else failures.push(`contact: ${answer.status}`);
      await sleep(1_000);
    }
  };
  const killer = (async () => {
    await sleep(3_000);
    await gone(killGroup('site-2', 'SIGKILL'));
  })();
  const [served] = await Promise.all([
    Promise.all([pages(), pages(), pages()]).then((counts) => counts.reduce((a, b) => a + b)),
    messages(),
    killer,
  ]);
  recordFigure(
    'kill -9 of one instance: requests during 15 s of traffic',
    `${served} pages, ${references.length} messages, ${failures.length} failed`,
  );
  expect(failures).toEqual([]);
  expect(references.length).toBeGreaterThan(5);

  // The operator sees it: no answer from the instance, Varnish's probe sick, status failing.
  const [, killed] = instancePorts();
  expect(await readiness(killed!)).toBe('no answer');
  await expect.poll(() => varnishBackends().origin_2_health, { timeout: 10_000 }).toBe('sick');
  expect(stackStatus().code).toBe(1);
  await expectAllOnce(references);

  // And brings it back.
  await stackUp();
  expect(await readiness(killed!)).toMatchObject({ status: 'ready' });
  await expect.poll(() => varnishBackends().origin_2_health, { timeout: 15_000 }).toBe('healthy');
  expect(stackStatus().code).toBe(0);
});

test('queue Redis kill -9 with messages waiting while Contact Form 7 fails, then CF7 back: each mailed once', async () => {
  test.setTimeout(180_000);
  const references: string[] = [];
  cf7Fault('status:500');
  try {
    for (let i = 0; i < 3; i++) {
      const answer = await postMessage(`plaza-e2e stack redis kill -9 ${i} ${Date.now()}`);
      expect(answer.status).toBe(202);
      references.push(answer.reference);
    }
    await expect.poll(queueDepth, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const depthBefore = await queueDepth();
    await gone(killGroup('redis-queue', 'SIGKILL'));
    // The operator sees it: each instance still serves, on its own disk queue ("degraded", not "unready").
    for (const port of instancePorts())
      await expect
        .poll(() => readiness(port), { timeout: 15_000 })
        .toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    // Still serving, and still accepting messages (each instance's disk queue holds them meanwhile).
    expect((await get('/es')).status).toBe(200);
    const during = await postMessage(`plaza-e2e stack redis down ${Date.now()}`);
    expect(during.status).toBe(202);
    references.push(during.reference);
    await stackUp();
    for (const port of instancePorts())
      await expect
        .poll(() => readiness(port), { timeout: 30_000 })
        .toMatchObject({ checks: { redis: 'ok' } });
    // Every message acknowledged before the crash is still in the queue (the AOF, fsynced on each write).
    await expect.poll(queueDepth, { timeout: 30_000 }).toBeGreaterThanOrEqual(depthBefore);
    expect(references.map((reference) => mailsFor(reference).length)).toEqual(references.map(() => 0));
    recordFigure('queue Redis kill -9 with CF7 failing: messages waiting', String(depthBefore));
  } finally {
    cf7Fault('');
  }
  await expectAllOnce(references);
  await expect.poll(queueDepth, { timeout: 30_000 }).toBe(0);
});

test('Varnish restarted: every page answers 200 again, from the instances then from its cache', async () => {
  const stopped = performance.now();
  await gone(killGroup('varnish', 'SIGTERM'));
  expect((await get('/es')).status).toBe(502);
  await stackUp();
  recordFigure(
    'Varnish stopped and started again by `stack up`',
    seconds((performance.now() - stopped) / 1000),
  );
  for (const path of plazaPaths()) expect((await get(path)).status, path).toBe(200);
  await expect.poll(async () => (await get('/es')).headers['x-cache']).toBe('hit');
});

test('WordPress down: every page answers 200, readiness says degraded, then ready when it is back', async () => {
  test.setTimeout(150_000);
  webServer('stop');
  try {
    for (let round = 0; round < 2; round++) {
      for (const path of plazaPaths()) expect((await get(path)).status, path).toBe(200);
    }
    for (const port of instancePorts())
      await expect
        .poll(() => readiness(port), { timeout: 30_000 })
        .toMatchObject({ status: 'degraded', checks: { wordpress: 'unreachable' } });
    for (const path of plazaPaths()) expect((await get(path)).status, path).toBe(200);
  } finally {
    webServer('start');
  }
  for (const port of instancePorts())
    await expect.poll(() => readiness(port), { timeout: 30_000 }).toMatchObject({ status: 'ready' });
});

test('Prometheus scrapes every instance, the one killed earlier included', async () => {
  await expect
    .poll(prometheusUp, { timeout: 40_000 })
    .toEqual(Object.fromEntries(instancePorts().map((port) => [`127.0.0.1:${port}`, 1])));
});
