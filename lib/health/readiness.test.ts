import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createSqliteStore } from '@/lib/contact/queue/sqlite-store';
import { READINESS_FRESH_MS } from '@/lib/health/readiness';
import { log } from '@/lib/observability/log';
import { closeQueue, loadRoute, QUEUE_KEY, until, VALID, type ContactEnv } from '@/test/contact-helpers';
import { startTestServer } from '@/test/http-server';
import { startRedis, type TestRedis } from '@/test/redis-server';

/**
 * GET /api/health/ready and /api/health/live against the real parts: the SQLite queue on disk, a real
 * redis-server, and a real HTTP server standing in for WordPress's REST root.
 */
jest.setTimeout(60_000);

const queueFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'health-queue-')), 'queue.sqlite');

async function ready(env: ContactEnv) {
  await loadRoute({ CONTACT_QUEUE_PATH: queueFile(), ...env });
  const { GET } = await import('@/app/api/health/ready/route');
  return async () => {
    const response = await GET();
    expect(response.headers.get('cache-control')).toBe('no-store');
    return { status: response.status, body: await response.json() };
  };
}

afterEach(() => closeQueue());
afterEach(() => jest.restoreAllMocks());

it('live: 200 while the process serves', async () => {
  const { GET } = await import('@/app/api/health/live/route');
  const response = GET();
  expect([response.status, await response.json()]).toEqual([200, { status: 'live' }]);
  expect(response.headers.get('cache-control')).toBe('no-store');
});

it('ready on the bundled snapshot with the disk queue and no Redis', async () => {
  const probe = await ready({});
  expect(await probe()).toEqual({
    status: 200,
    body: { status: 'ready', checks: { wordpress: 'snapshot', queue: 'ok', redis: 'off' } },
  });
});

it('unready (503) when the contact queue cannot be written: a visitor’s message would be lost', async () => {
  const probe = await ready({ CONTACT_QUEUE_PATH: '/dev/null/queue.sqlite' });
  expect(await probe()).toEqual({
    status: 503,
    body: { status: 'unready', checks: { wordpress: 'snapshot', queue: 'unwritable', redis: 'off' } },
  });
});

it('degraded while the oldest message has waited over 15 minutes, logged once a minute', async () => {
  const file = queueFile();
  // A message received 16 minutes ago whose next attempt is an hour away (CF7 down all that time).
  const earlier = createSqliteStore({
    file,
    backoff: { baseMs: 1000, maxMs: 1000 },
    leaseMs: 1000,
    pollMs: 1000,
    now: () => Date.now() - 16 * 60_000,
  });
  await earlier.accept(
    {
      reference: 'STUCK-00001',
      receivedAt: new Date(Date.now() - 16 * 60_000).toISOString(),
      lang: 'es',
      form: 'contact',
      page: '/es/contacto',
      values: VALID,
      digest: 'digest of STUCK-00001',
      client: { address: null, userAgent: null },
    },
    60 * 60_000,
  );
  await earlier.close();
  const warn = jest.spyOn(log, 'warn');
  const probe = await ready({ CONTACT_QUEUE_PATH: file });
  for (let i = 0; i < 3; i += 1)
    expect(await probe()).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { wordpress: 'snapshot', queue: 'stuck', redis: 'off' } },
    });
  const stuck = warn.mock.calls.filter(
    ([line]) => (line as { event?: string }).event === 'contact.queue.stuck',
  );
  expect(stuck).toEqual([[{ event: 'contact.queue.stuck', depth: 1, oldestAgeSeconds: expect.any(Number) }]]);
  expect((stuck[0]![0] as { oldestAgeSeconds: number }).oldestAgeSeconds).toBeGreaterThanOrEqual(16 * 60);
});

it('answers from its last check for 1.5 s, and writes the probe at most once per 10 s', async () => {
  await ready({});
  const { contactQueue } = await import('@/lib/contact/pipeline');
  const { contactConfig } = await import('@/lib/contact/config');
  const { readiness } = await import('@/lib/health/readiness');
  const queue = await contactQueue(contactConfig());
  const backlog = jest.spyOn(queue.disk, 'backlog');
  const probeWrite = jest.spyOn(queue.disk, 'probeWrite');
  const at = Date.now();
  // A burst of probes shares one check; so do callers while it runs.
  const burst = await Promise.all([readiness(at), readiness(at), readiness(at + 100)]);
  expect(await readiness(at + 1_400)).toEqual(burst[0]);
  expect([backlog.mock.calls.length, probeWrite.mock.calls.length]).toEqual([1, 1]);
  // Past the answer's 1.5 s, the queue is counted again; its probe is written again only past 10 s.
  await readiness(at + 2_000);
  await readiness(at + 9_000);
  expect([backlog.mock.calls.length, probeWrite.mock.calls.length]).toEqual([3, 1]);
  expect((await readiness(at + 10_500)).status).toBe('ready');
  expect([backlog.mock.calls.length, probeWrite.mock.calls.length]).toEqual([4, 2]);
});

it('a store whose probe write failed is asked again at the next check', async () => {
  await ready({});
  const { contactQueue } = await import('@/lib/contact/pipeline');
  const { contactConfig } = await import('@/lib/contact/config');
  const { readiness } = await import('@/lib/health/readiness');
  const queue = await contactQueue(contactConfig());
  const probeWrite = jest.spyOn(queue.disk, 'probeWrite').mockRejectedValueOnce(new Error('disk full'));
  const at = Date.now();
  expect((await readiness(at)).status).toBe('unready');
  expect((await readiness(at + 2_000)).status).toBe('ready');
  expect(probeWrite).toHaveBeenCalledTimes(2);
});

describe('WordPress', () => {
  it('ok when its REST root answers, asked at most every 10 s whatever the probe rate', async () => {
    let asked = 0;
    const wordpress = await startTestServer((_req, res) => {
      asked += 1;
      res.writeHead(200).end();
    });
    try {
      const probe = await ready({ WORDPRESS_URL: wordpress.url });
      for (let i = 0; i < 5; i += 1) expect((await probe()).body.checks.wordpress).toBe('ok');
      expect(asked).toBe(1);
    } finally {
      await wordpress.close();
    }
  });

  it('unreachable: degraded, still 200 (pages come from the cache)', async () => {
    const gone = await startTestServer(() => undefined);
    await gone.close();
    const probe = await ready({ WORDPRESS_URL: gone.url });
    expect(await probe()).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { wordpress: 'unreachable', queue: 'ok', redis: 'off' } },
    });
  });
});

describe('with Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  // A cache Redis as the stack's (nothing on disk): the queue stays on each instance's disk, said in the
  // checks. (The queue in a Redis that goes away: lib/contact/queue/redis-outage.test.ts.)
  beforeAll(async () => (redis = await startRedis()));
  afterAll(() => redis.stop());

  it('ready while Redis answers; degraded (queue still ok, on disk) while it is gone; ready once back', async () => {
    const probe = await ready({ REDIS_URL: redis.url, CONTACT_QUEUE_KEY: QUEUE_KEY });
    const onDisk = { queueStore: 'disk (redis not durable)' };
    expect(await probe()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { wordpress: 'snapshot', queue: 'ok', redis: 'ok', ...onDisk } },
    });
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, READINESS_FRESH_MS));
    expect(await probe()).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { wordpress: 'snapshot', queue: 'ok', redis: 'down', ...onDisk } },
    });
    redis = await startRedis(undefined, { port: redis.port });
    await until(async () => (await probe()).body.status === 'ready', 15_000);
  });
});
