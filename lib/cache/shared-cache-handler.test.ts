import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@redis/client';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

import { startRedis, type TestRedis } from '@/test/redis-server';

import { expiredAcrossBuilds, keySpace, redactRedisUrl } from './shared-cache-handler.mjs';

describe('redactRedisUrl', () => {
  it('keeps the host, port and database of a Redis URL and drops its user and password', () => {
    expect(redactRedisUrl('redis://cache-user:s3cret-pass@redis.internal:6380/2')).toBe(
      'redis://redis.internal:6380/2',
    );
    expect(redactRedisUrl('rediss://:only-a-password@10.0.0.5:6379')).toBe('rediss://10.0.0.5:6379');
  });

  it('never echoes a value that is not a URL (it could be a bare password)', () => {
    expect(redactRedisUrl('s3cret-pass')).toBe('(REDIS_URL is not a URL)');
  });
});

describe('expiredAcrossBuilds', () => {
  let redis: TestRedis;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.quit();
    await redis.stop();
  });
  beforeEach(() => client.flushAll());

  const handlerFor = (build: string, times: { startedAt: number; finishedAt: number } | null) =>
    expiredAcrossBuilds(
      createRedisHandler({ client: client as never, keyPrefix: `plaza:${build}:`, timeoutMs: 1000 }),
      client,
      times,
    );
  const entry = (lastModified: number, tags: string[]) =>
    ({ lastModified, tags, value: null, lifespan: null }) as unknown as Parameters<Handler['set']>[1];
  const read = (handler: Handler, key: string) => handler.get(key, { implicitTags: [] });

  it('misses a page the new build made before an edit that the old build has since expired', async () => {
    const built = { startedAt: 1_000, finishedAt: 5_000 };
    const next = handlerFor('new', built);
    // Written at the end of the build (its file's time), from a WordPress read made when the build began.
    await next.set('/es', entry(4_000, ['wp:category:17']));
    await next.set('/en', entry(4_000, ['wp:category:18']));
    expect(await read(next, '/es')).not.toBeNull();

    await handlerFor('old', null).revalidateTag('wp:category:17'); // the old release's webhook, now
    expect(await read(next, '/es')).toBeNull();
    expect(await read(next, '/en')).not.toBeNull(); // a tag nobody expired
  });

  it('keeps what was rendered after the expiry, and a page a build without times wrote after it', async () => {
    const next = handlerFor('new', { startedAt: 1_000, finishedAt: 5_000 });
    await handlerFor('old', null).revalidateTag('wp:category:17');
    await next.set('/es', entry(Date.now() + 1, ['wp:category:17']));
    expect(await read(next, '/es')).not.toBeNull();

    const plain = handlerFor('plain', null);
    await plain.set('/es', entry(Date.now() + 1, ['wp:category:17']));
    expect(await read(plain, '/es')).not.toBeNull();
  });
});

describe('keySpace', () => {
  const build = (buildId: string, deploymentId?: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plaza-build-'));
    writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
    writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ version: 3, deploymentId }));
    return dir;
  };

  it('gives each release its own key space, though Next gives every build with a deployment id one BUILD_ID', () => {
    // Next 16's constant build id when deploymentId is set (next/dist/build/index.js, getBuildId).
    const first = keySpace(build('build-TfctsWXpff2fKS', '20261128-072953-cdd44c807'));
    const second = keySpace(build('build-TfctsWXpff2fKS', '20261128-074051-dc12e8448'));
    expect(first).not.toBe(second);
  });

  it('is the build id for a build without a deployment id', () => {
    expect(keySpace(build('Q1w2e3'))).toBe('Q1w2e3');
  });
});
