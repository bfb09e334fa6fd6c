import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { createClient } from '@redis/client';

import { FORM_ID, QUEUE_KEY, startFakeCf7, until } from '@/test/contact-helpers';
import type { Env } from '@/test/processes';
import { durableRedisArgs, startRedis, type TestRedis } from '@/test/redis-server';

/**
 * The queue's Redis killed under a running instance (test/bullmq-outage-child.ts, a process of its own, so
 * that an event loop that never yields is measured and ended from here): it must stay idle while Redis is
 * gone (CPU time, a 100 ms timer), then deliver its message once Redis is back, exactly once.
 */
jest.setTimeout(120_000);

type Report = {
  redis?: 'killed';
  cpuSeconds?: number;
  timers?: { fired: number; worstLateMs: number };
};

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
beforeAll(async () => (fake = await startFakeCf7()));
afterAll(() => fake.close());

async function outage(moment: 'starting' | 'delivering', reference: string) {
  const args = durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'outage-redis-')));
  let redis: TestRedis = await startRedis(args);
  const env: Env = {
    PATH: process.env.PATH,
    OUTAGE: moment,
    REFERENCE: reference,
    REDIS_PID: String(redis.process.pid),
    REDIS_URL: redis.url,
    CONTACT_QUEUE_KEY: QUEUE_KEY,
    CONTACT_QUEUE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'outage-disk-')), 'queue.sqlite'),
    CF7_BASE_URL: fake.url,
    CF7_FORM_ID: String(FORM_ID),
    // A lease (CF7 timeout + 15 s) longer than the outage: the worker keeps the job it was delivering.
    CF7_TIMEOUT_MS: '2000',
    CONTACT_RETRY_BASE_MS: '100',
    CONTACT_RETRY_MAX_MS: '200',
  };
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'test/bullmq-outage-child.ts'],
    {
      cwd: process.cwd(),
      // Node's own type; Next's augmentation (a required NODE_ENV) does not apply to a child's environment.
      env: env as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const reports: Report = {};
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{"outage":true')) Object.assign(reports, JSON.parse(line));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const queueRedis = createClient({ url: redis.url });
  try {
    await until(() => reports.redis === 'killed', 30_000);
    // Both reports are due 8 s after the kill; a starved event loop never sends its timers'.
    await until(() => reports.cpuSeconds !== undefined, 20_000);
    await until(() => reports.timers !== undefined, 5_000).catch(() => undefined);
    const { cpuSeconds, timers } = reports;

    redis = await startRedis(args, { port: redis.port, keep: true });
    await queueRedis.connect();
    // Delivered and recorded: the job is gone and the reference is remembered, so nothing can send it again.
    const recorded = await until(
      async () =>
        !(await queueRedis.exists(`bull:plaza-contact:${reference}`)) &&
        !!(await queueRedis.exists(`plaza:contact:delivered:${reference}`)),
      20_000,
    ).then(
      () => true,
      () => false,
    );
    const posts = fake.received.filter((post) => post.fields['plaza-reference'] === reference).length;
    return { cpuSeconds, timers, delivered: { posts, recorded } };
  } finally {
    child.stdin.end('close\n');
    const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(stuck);
    await queueRedis.quit().catch(() => undefined);
    await redis.stop();
  }
}

it('Redis lost while the worker’s connection starts: idle while it is gone, the message delivered once after', async () => {
  const { cpuSeconds, timers, delivered } = await outage('starting', 'RDS01-START');
  // Before the fix the fetch loop spun on the connection's failed start: 3.3-4.5 CPU-s, no timer fired.
  expect(cpuSeconds).toBeLessThan(0.3);
  expect(timers?.fired).toBeGreaterThanOrEqual(40);
  expect(timers?.worstLateMs).toBeLessThan(1000);
  expect(delivered).toEqual({ posts: 1, recorded: true });
});

it('Redis lost while a message is on its way to Contact Form 7: recorded once Redis is back, never sent again', async () => {
  const { cpuSeconds, timers, delivered } = await outage('delivering', 'RDS02-SEND0');
  expect(cpuSeconds).toBeLessThan(0.3);
  expect(timers?.fired).toBeGreaterThanOrEqual(40);
  expect(delivered).toEqual({ posts: 1, recorded: true });
});
