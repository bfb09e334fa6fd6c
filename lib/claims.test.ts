import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { log } from '@/lib/observability/log';
import { durableRedisArgs, startRedis, type TestRedis } from '@/test/redis-server';

import { claimsRedisUrl, memoryClaims, redisClaims } from './claims';

describe('memoryClaims', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 1_000_000;
  });

  it('takes an id once while it is remembered, and again once it has expired', async () => {
    const ids = memoryClaims({ now });
    expect(await ids.claim('a', 1000)).toBe(true);
    expect(await ids.claim('a', 1000)).toBe(false);
    expect(await ids.claim('b', 1000)).toBe(true);
    time += 1000;
    expect(await ids.claim('a', 1000)).toBe(true);
  });

  it('forgets a released id', async () => {
    const ids = memoryClaims({ now });
    await ids.claim('a', 1000);
    await ids.release('a');
    expect(await ids.claim('a', 1000)).toBe(true);
  });

  it('stays within its cap: expired ids go first, then the oldest', async () => {
    const ids = memoryClaims({ now, max: 3 });
    await ids.claim('short', 10);
    await ids.claim('old', 60_000);
    await ids.claim('newer', 60_000);
    time += 100;
    expect(await ids.claim('fourth', 60_000)).toBe(true); // 'short' had expired: nothing else goes
    expect(await ids.claim('old', 60_000)).toBe(false);
    expect(await ids.claim('fifth', 60_000)).toBe(true); // full of live ids: the oldest ('old') goes
    expect(await ids.claim('old', 60_000)).toBe(true);
    expect(await ids.claim('fifth', 60_000)).toBe(false);
  });
});

describe('redisClaims with a Redis that cannot be reached', () => {
  it('still refuses what this instance has seen (its own memory), and says once that Redis is missing', async () => {
    const errors = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const ids = redisClaims('redis://127.0.0.1:9', 'plaza:test:');
    expect(await ids.claim('a', 60_000)).toBe(true);
    expect(await ids.claim('a', 60_000)).toBe(false);
    expect(await ids.claim('b', 60_000)).toBe(true);
    await ids.release('b');
    expect(await ids.claim('b', 60_000)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatchObject({ event: 'claims.redis_failed' });
    errors.mockRestore();
  });
});

describe('claims across a restart of the Redis they live in (the stack: a cache Redis and a queue Redis)', () => {
  let cache: TestRedis;
  let queue: TestRedis;
  const saved = { ...process.env };
  beforeAll(async () => {
    cache = await startRedis(['--save', '', '--appendonly', 'no', '--maxmemory-policy', 'allkeys-lru']);
    queue = await startRedis(durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'plaza-claims-'))));
  }, 30_000); // two Redis starts, on a loaded machine
  afterAll(async () => {
    process.env = saved;
    await Promise.all([cache?.stop(), queue?.stop()]);
  });

  it('a used preview link or delivery id stays used after both Redis are killed and restarted', async () => {
    process.env.REDIS_URL = cache.url;
    process.env.CONTACT_REDIS_URL = queue.url;
    const dir = durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'plaza-claims-')));
    await queue.stop();
    queue = await startRedis(dir, { port: queue.port });

    const url = claimsRedisUrl()!;
    const first = redisClaims(url, 'plaza:test:');
    expect(await first.claim('link-1', 60_000)).toBe(true);
    await first.close();

    // kill -9 of both, then both started again (a new process: nothing in this instance's memory).
    await Promise.all([cache?.stop(), queue?.stop()]);
    cache = await startRedis(['--save', '', '--appendonly', 'no'], { port: cache.port });
    queue = await startRedis(dir, { port: queue.port, keep: true });
    const again = redisClaims(claimsRedisUrl()!, 'plaza:test:');
    expect(await again.claim('link-1', 60_000)).toBe(false);
    await again.close();
  }, 30_000); // three Redis starts
});
