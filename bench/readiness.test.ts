import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { closeQueue, loadRoute, VALID } from '@/test/contact-helpers';
import { durableRedisArgs, startRedis, type TestRedis } from '@/test/redis-server';

import type { QueuedMessage } from '@/lib/contact/queue/message';

/**
 * GET /api/health/ready with 5,000 messages waiting in the queue's Redis (a real redis-server): readiness is
 * public, so each call must count the queue, not read it. Prints its figures (docs/bench.md, "Readiness").
 */
jest.setTimeout(180_000);

const QUEUED = 5_000;
const CALLS = 1_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let redis: TestRedis;
// A queue Redis as the stack runs it (deploy/redis/queue.conf): one that loses nothing, else the queue stays on disk.
beforeAll(
  async () =>
    (redis = await startRedis(durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'plaza-bench-redis-'))))),
);
afterAll(async () => {
  await closeQueue();
  await redis.stop();
});

const startedAt = Date.now();
/** Received 100 ms apart, the first about 8 minutes before the bench. */
const message = (n: number): QueuedMessage => ({
  reference: `BENCH${String(n).padStart(5, '0')}`,
  receivedAt: new Date(startedAt - (QUEUED - n) * 100).toISOString(),
  lang: 'es',
  form: 'contact',
  page: '/es/contacto',
  values: { ...VALID, message: `${VALID.message} ${'x'.repeat(600)}` },
  digest: `digest-${n}`,
  client: { address: '203.0.113.9', userAgent: 'Jest bench' },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Redis's own count of a command's calls and the microseconds it spent in them. */
async function commandStats(command: string): Promise<{ calls: number; usec: number }> {
  const { createClient } = await import('@redis/client');
  const client = createClient({ url: redis.url });
  await client.connect();
  const stats = await client.info('commandstats');
  await client.quit();
  const found = new RegExp(`^cmdstat_${command}:calls=(\\d+),usec=(\\d+)`, 'm').exec(stats);
  return { calls: Number(found?.[1] ?? 0), usec: Number(found?.[2] ?? 0) };
}

it(`readiness with ${QUEUED.toLocaleString('en')} messages queued in Redis: a check a fraction of one full scan, flat memory, one probe write per 10 s`, async () => {
  await loadRoute({ CONTACT_REDIS_URL: redis.url, CONTACT_QUEUE_KEY: 'b'.repeat(64) });
  const { contactQueue } = await import('@/lib/contact/pipeline');
  const { contactConfig } = await import('@/lib/contact/config');
  const { readiness } = await import('@/lib/health/readiness');
  const { GET } = await import('@/app/api/health/ready/route');
  const queue = await contactQueue(contactConfig());
  expect(queue.primary.kind).toBe('redis');
  // Held for an hour: no worker takes them while the bench runs.
  for (let n = 0; n < QUEUED; n += 100)
    await Promise.all(Array.from({ length: 100 }, (_, i) => queue.primary.accept(message(n + i), 3_600_000)));
  const evalBeforeScan = await commandStats('eval');
  const scanStart = performance.now();
  const first = await queue.primary.backlog();
  const scanMs = performance.now() - scanStart;
  const scanUsec = (await commandStats('eval')).usec - evalBeforeScan.usec;
  expect(first).toEqual({
    depth: QUEUED,
    oldestReceivedAt: Date.parse(message(0).receivedAt),
  });

  // Every call a real check (each one 2 s after the last, past the answer's freshness).
  let at = Date.now();
  for (let i = 0; i < 20; i += 1) await readiness((at += 2_000)); // warm-up
  gc();
  const before = process.memoryUsage();
  const evalBefore = await commandStats('eval');
  const checked: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    const answer = await readiness((at += 2_000));
    checked.push(performance.now() - start);
    expect(answer).toEqual({
      status: 'ready',
      checks: { wordpress: 'snapshot', queue: 'ok', redis: 'ok' },
    });
  }
  const evalAfter = await commandStats('eval');
  gc();
  const after = process.memoryUsage();
  checked.sort((a, b) => a - b);

  // A flood of probes at the real clock: the route, 1,000 calls.
  const setsBefore = (await commandStats('set')).calls;
  const started = performance.now();
  const served: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    const response = await GET();
    await response.json();
    served.push(performance.now() - start);
  }
  const seconds = (performance.now() - started) / 1000;
  const probeWrites = (await commandStats('set')).calls - setsBefore;
  served.sort((a, b) => a - b);

  const checkUsec = (evalAfter.usec - evalBefore.usec) / Math.max(1, evalAfter.calls - evalBefore.calls);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const figures = [
    `readiness, ${QUEUED} queued in Redis:`,
    `  the first backlog (every job's timestamp visited in Redis): ${scanMs.toFixed(2)} ms`,
    `  Redis's time in that first backlog script: ${scanUsec} µs; per backlog script over the checks below: ${checkUsec.toFixed(0)} µs`,
    `  a real check: median ${percentile(checked, 50).toFixed(2)} ms, p95 ${percentile(checked, 95).toFixed(2)} ms, max ${checked.at(-1)!.toFixed(2)} ms (${CALLS} calls)`,
    `  the route at the real clock (answers kept 1.5 s), ${CALLS} calls in ${seconds.toFixed(2)} s: median ${percentile(served, 50).toFixed(3)} ms, p95 ${percentile(served, 95).toFixed(3)} ms, max ${served.at(-1)!.toFixed(2)} ms`,
    `  over those ${CALLS} checks: heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, RSS ${mb(before.rss)} → ${mb(after.rss)} MB`,
    `  probe writes (SET) during the ${CALLS} calls: ${probeWrites}`,
  ];
  process.stdout.write(`${figures.join('\n')}\n`);

  // The milliseconds above are figures: they move with the machine's load (a check's p95 was 40 ms with two other
  // lanes of npm run check at once). What holds on any machine is measured side by side in Redis's own
  // counters: a check costs Redis a small fraction of the backlog that visits every job (about 1/200 here).
  expect(evalAfter.calls - evalBefore.calls).toBe(CALLS);
  expect(checkUsec).toBeLessThan(scanUsec / 20);
  expect(after.heapUsed - before.heapUsed).toBeLessThan(8 * 2 ** 20);
  expect(after.rss - before.rss).toBeLessThan(32 * 2 ** 20);
  expect(probeWrites).toBeLessThanOrEqual(Math.ceil(seconds / 10) + 1);
});
