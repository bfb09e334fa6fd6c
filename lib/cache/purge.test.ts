import { startTestServer } from '@/test/http-server';

import { metrics } from '@/lib/observability/metrics';

import { describePurgeMode, parsePurgeTargets, parsePurgeUrls } from './purge-config';
import { PURGE_HEADER, PURGE_TOKEN_HEADER, purgeTags } from './purge';

/** A cache stand-in on a real port: answers each PURGE with the next status of `statuses` (then the last). */
async function cache(statuses: number[]) {
  const received: { method: string; tags: string | undefined; token: string | undefined }[] = [];
  const server = await startTestServer((req, res) => {
    received.push({
      method: req.method ?? '',
      tags: req.headers[PURGE_HEADER] as string | undefined,
      token: req.headers[PURGE_TOKEN_HEADER] as string | undefined,
    });
    const status = statuses[Math.min(received.length, statuses.length) - 1]!;
    res
      .writeHead(status, { 'content-type': 'text/plain' })
      .end(status === 200 ? 'Soft-purged 3 objects\n' : 'no\n');
  });
  return { ...server, received };
}

const quiet = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const TOKEN = 'purge-test-token-0123456789abcdef';
const fast = { minTimeoutMs: 1, retries: 3, token: TOKEN };
const purges = async (outcome: string) =>
  (await metrics().registry.getSingleMetric('plaza_cache_purges_total')!.get()).values.find(
    (value) => value.labels.outcome === outcome,
  )?.value ?? 0;

describe('purgeTags', () => {
  it('sends one soft purge with every tag to every cache', async () => {
    const [a, b] = [await cache([200]), await cache([200])];
    try {
      const log = quiet();
      const sentBefore = await purges('sent');
      const outcomes = await purgeTags(['wp:category:16', 'wp:media:163'], {
        urls: [a.url, b.url],
        log,
        ...fast,
      });
      for (const server of [a, b]) {
        expect(server.received).toEqual([
          { method: 'PURGE', tags: 'wp:category:16 wp:media:163', token: TOKEN },
        ]);
      }
      expect(outcomes.map((outcome) => [outcome.ok, outcome.detail])).toEqual([
        [true, 'Soft-purged 3 objects'],
        [true, 'Soft-purged 3 objects'],
      ]);
      expect(log.error).not.toHaveBeenCalled();
      expect((await purges('sent')) - sentBefore).toBe(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('retries a cache that fails, logging its address, and succeeds', async () => {
    const flaky = await cache([503, 502, 200]);
    try {
      const log = quiet();
      const [outcome] = await purgeTags(['wp:category:2'], { urls: [flaky.url], log, ...fast });
      expect(outcome).toMatchObject({ ok: true, attempts: 3 });
      expect(log.warn).toHaveBeenCalledTimes(2);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({
          event: 'cache.purge_retry',
          url: flaky.url,
          attempt: 1,
          detail: expect.stringMatching(/^answered 503/),
        }),
        expect.any(String),
      );
    } finally {
      await flaky.close();
    }
  });

  it('gives up on a cache that stays down, logs its address, never throws, and still purges the others', async () => {
    const up = await cache([200]);
    const down = await cache([200]);
    await down.close();
    try {
      const log = quiet();
      const failedBefore = await purges('failed');
      const outcomes = await purgeTags(['wp:category:2'], { urls: [down.url, up.url], log, ...fast });
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, true]);
      expect(outcomes[0]!.attempts).toBe(4);
      expect(log.error).toHaveBeenCalledWith({
        event: 'cache.purge_failed',
        url: down.url,
        tags: 'wp:category:2',
        attempts: 4,
        detail: 'unreachable (ECONNREFUSED)',
      });
      expect((await purges('failed')) - failedBefore).toBe(1);
    } finally {
      await up.close();
    }
  });

  it('does not retry a refusal (the cache does not allow this address), and says how to fix it', async () => {
    const refusing = await cache([403]);
    try {
      const log = quiet();
      const [outcome] = await purgeTags(['wp:category:2'], { urls: [refusing.url], log, ...fast });
      expect(outcome).toMatchObject({ ok: false, attempts: 1 });
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({
          event: 'cache.purge_failed',
          detail: expect.stringMatching(/refused \(403\).*--purge-token-file.*--allow-purge/),
        }),
      );
    } finally {
      await refusing.close();
    }
  });

  it('sends nothing without tags or caches', async () => {
    const idle = await cache([200]);
    try {
      expect(await purgeTags([], { urls: [idle.url], token: TOKEN, log: quiet() })).toEqual([]);
      expect(await purgeTags(['wp:category:2'], { urls: [], token: TOKEN, log: quiet() })).toEqual([]);
      expect(idle.received).toEqual([]);
    } finally {
      await idle.close();
    }
  });
});

describe('CACHE_PURGE_URLS', () => {
  it('reads one or more http(s) URLs separated by commas or spaces, once each', () => {
    expect(parsePurgeUrls(undefined)).toEqual([]);
    expect(parsePurgeUrls(' ')).toEqual([]);
    expect(parsePurgeUrls('http://127.0.0.1:6081, https://cache.example/ http://127.0.0.1:6081')).toEqual([
      'http://127.0.0.1:6081/',
      'https://cache.example/',
    ]);
  });

  it('refuses anything else with the entry named', () => {
    expect(() => parsePurgeUrls('127.0.0.1:6081')).toThrow(/"127\.0\.0\.1:6081" is not a URL/);
    expect(() => parsePurgeUrls('cache:6081')).toThrow(/"cache:6081" must be an http/);
    expect(() => parsePurgeUrls('http://ok:1,not a url')).toThrow(/"not" is not a URL/);
    expect(() => parsePurgeUrls('ftp://cache')).toThrow(/must be an http:\/\/ or https:\/\/ URL/);
  });

  it('needs CACHE_PURGE_TOKEN, at least 32 characters, whenever a cache is to be purged', () => {
    const urls = 'http://127.0.0.1:6081';
    expect(() => parsePurgeTargets({ CACHE_PURGE_URLS: urls })).toThrow(
      /^Invalid CACHE_PURGE_TOKEN: CACHE_PURGE_URLS needs CACHE_PURGE_TOKEN, at least 32 characters/,
    );
    expect(() => parsePurgeTargets({ CACHE_PURGE_URLS: urls, CACHE_PURGE_TOKEN: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(parsePurgeTargets({ CACHE_PURGE_URLS: urls, CACHE_PURGE_TOKEN: TOKEN })).toEqual({
      urls: ['http://127.0.0.1:6081/'],
      token: TOKEN,
    });
    expect(parsePurgeTargets({})).toEqual({ urls: [], token: null });
  });

  it('says at startup what the webhook purges', () => {
    expect(describePurgeMode({ urls: [], token: null })).toMatch(/not set: no HTTP cache is purged/);
    expect(describePurgeMode({ urls: ['http://a:1/', 'http://b:2/'], token: TOKEN })).toMatch(
      /soft-purged from http:\/\/a:1\/, http:\/\/b:2\//,
    );
  });
});
