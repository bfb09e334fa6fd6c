import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  closeQueue,
  FORM_ID,
  jsonRequest,
  loadRoute,
  QUEUE_KEY,
  startFakeCf7,
  until,
  VALID,
} from '@/test/contact-helpers';

import { Job } from 'bullmq';

import { log } from '@/lib/observability/log';
import { durableRedisArgs, startRedis, type TestRedis } from '@/test/redis-server';

import { parseContactConfig, type ContactConfig } from '../config';
import { deliveryFor } from '../pipeline';
import { createContactLimiters } from '../rate-limit';
import type { QueuedMessage } from './message';
import { checkQueueDurability, connectRedis, openStores } from './open';

/**
 * The queue and the rate limits in a real Redis (redis-server, started here on a free port): two
 * "instances" (two sets of clients and workers) share one queue, one de-duplication and one allowance,
 * and a Redis that cannot be reached sends messages to the disk queue instead of losing them.
 */
jest.setTimeout(60_000);

let redis: TestRedis;
let redisUrl: string;
let fake: Awaited<ReturnType<typeof startFakeCf7>>;

beforeAll(async () => {
  redis = await startRedis(durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'contact-queue-redis-'))));
  redisUrl = redis.url;
  fake = await startFakeCf7();
});
afterAll(async () => {
  await closeQueue();
  await fake.close();
  await redis.stop();
});
beforeEach(() => fake.reset());

const site = { wordpressUrl: null, siteUrl: 'https://plaza.example' };
const configFor = (extra: Record<string, string> = {}): ContactConfig =>
  parseContactConfig(
    {
      CF7_BASE_URL: fake.url,
      CF7_FORM_ID: String(FORM_ID),
      REDIS_URL: redisUrl,
      CONTACT_QUEUE_KEY: QUEUE_KEY,
      CONTACT_RETRY_BASE_MS: '100',
      CONTACT_RETRY_MAX_MS: '200',
      CONTACT_QUEUE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'contact-redis-')), 'queue.sqlite'),
      ...extra,
    },
    site,
  );

let serial = 0;
const message = (): QueuedMessage => ({
  reference: `RED${String((serial += 1)).padStart(2, '0')}-ABCDE`,
  receivedAt: new Date().toISOString(),
  lang: 'es',
  form: 'contact',
  page: '/es/contacto',
  values: { ...VALID, subject: `Redis ${serial}` },
  digest: `digest-${serial}`,
  client: { address: '203.0.113.9', userAgent: 'Jest' },
});

describe('the queue in Redis (BullMQ), shared by two instances', () => {
  it('one instance accepts, the other delivers once CF7 is back; a repeat on either is the same message', async () => {
    const config = configFor();
    const a = await openStores(config);
    const b = await openStores(config);
    try {
      expect([a.primary.kind, b.primary.kind]).toEqual(['redis', 'redis']);
      const sent = message();
      const digest = sent.digest;
      expect(await a.primary.accept(sent, 0)).toEqual({ created: true, state: 'pending', digest });
      expect(await b.primary.accept(sent, 0)).toEqual({ created: false, state: 'pending', digest });
      await a.primary.failed(sent.reference, 'http_500 internal_server_error');
      expect(
        (await b.primary.list()).map((entry) => [entry.reference, entry.attempts, entry.lastError]),
      ).toEqual([[sent.reference, 1, 'http_500 internal_server_error']]);

      fake.setMode('http_500');
      b.primary.start(deliveryFor(config)); // only B runs a worker
      await until(() => fake.received.length >= 2);
      fake.setMode('mail_sent');
      await until(async () => (await a.primary.state(sent.reference))?.state === 'delivered');
      expect(fake.mails.map((mail) => mail.fields['plaza-reference'])).toEqual([sent.reference]);
      expect(await a.primary.accept(sent, 0)).toEqual({ created: false, state: 'delivered', digest });
      expect(await b.primary.list()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('the operator’s retry makes a waiting message due at once', async () => {
    const config = configFor({ CONTACT_RETRY_BASE_MS: '600000', CONTACT_RETRY_MAX_MS: '600000' });
    const stores = await openStores(config);
    try {
      const waiting = message();
      await stores.primary.accept(waiting, 600_000);
      stores.primary.start(deliveryFor(config));
      expect(await stores.primary.retryNow()).toBe(1);
      await until(async () => (await stores.primary.state(waiting.reference))?.state === 'delivered');
      expect(fake.mails).toHaveLength(1);
    } finally {
      await stores.close();
    }
  });
});

describe('messages Contact Form 7 refuses for good, in Redis', () => {
  it('leave the jobs (no room under the cap), are listed with their reason, and come back or go at the operator’s word', async () => {
    const config = configFor();
    const stores = await openStores(config);
    try {
      const atOnce = message();
      const byWorker = message();
      await stores.primary.accept(atOnce, 60_000);
      await stores.primary.rejected(atOnce.reference, 'spam');
      fake.setMode('spam');
      await stores.primary.accept(byWorker, 0);
      stores.primary.start(deliveryFor(config));
      await until(async () => (await stores.primary.state(byWorker.reference))?.state === 'rejected');
      // The job completes (and is removed) just after its record is kept.
      await until(async () => (await stores.primary.depth()) === 0);
      expect(
        (await stores.primary.list()).map((entry) => [entry.reference, entry.state, entry.lastError]),
      ).toEqual([
        [atOnce.reference, 'rejected', 'spam'],
        [byWorker.reference, 'rejected', 'spam'],
      ]);
      expect(await stores.primary.accept(atOnce, 0)).toMatchObject({ created: false, state: 'rejected' });

      fake.setMode('mail_sent');
      expect(await stores.primary.retry(byWorker.reference)).toBe(true);
      await until(async () => (await stores.primary.state(byWorker.reference))?.state === 'delivered');
      expect(fake.mails.map((mail) => mail.fields['plaza-reference'])).toEqual([byWorker.reference]);
      expect(await stores.primary.drop(atOnce.reference)).toBe(true);
      expect(await stores.primary.state(atOnce.reference)).toBeNull();
      expect(await stores.primary.list()).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});

describe('an operator’s retry in Redis', () => {
  it('of a message whose wait runs out at that moment: the retry holds, and the message is delivered once', async () => {
    const config = configFor();
    const stores = await openStores(config);
    const waiting = message();
    // The race, made to happen: the store reads "delayed", then the job's delay runs out (BullMQ moves it
    // on, as its own timer would) before the store promotes it, which BullMQ then refuses.
    const getState = Job.prototype.getState;
    const spy = jest.spyOn(Job.prototype, 'getState').mockImplementationOnce(async function (this: Job) {
      const state = await getState.call(this);
      await this.promote();
      return state;
    });
    try {
      await stores.primary.accept(waiting, 60_000);
      expect(await stores.primary.retry(waiting.reference)).toBe(true);
      expect(spy).toHaveBeenCalled();
      stores.primary.start(deliveryFor(config));
      await until(async () => (await stores.primary.state(waiting.reference))?.state === 'delivered');
      expect(fake.mails.map((mail) => mail.fields['plaza-reference'])).toEqual([waiting.reference]);
    } finally {
      spy.mockRestore();
      await stores.close();
    }
  });
});

describe('messages sealed under CONTACT_QUEUE_KEY', () => {
  it('after a rotation an old key still opens them; without it they wait, the key named in the last error', async () => {
    const before = QUEUE_KEY;
    const after = 'cd'.repeat(32);
    const sealed = message();
    const first = await openStores(configFor({ CONTACT_QUEUE_KEY: before }));
    await first.primary.accept(sealed, 60_000);
    await first.close();

    const forgotten = await openStores(configFor({ CONTACT_QUEUE_KEY: after }));
    try {
      forgotten.primary.start(deliveryFor(configFor()));
      await forgotten.primary.retry(sealed.reference);
      await until(async () =>
        (await forgotten.primary.list()).some((entry) =>
          /neither CONTACT_QUEUE_KEY/.test(entry.lastError ?? ''),
        ),
      );
      expect(fake.received).toHaveLength(0);
    } finally {
      await forgotten.close();
    }

    const rotated = configFor({ CONTACT_QUEUE_KEY: after, CONTACT_QUEUE_OLD_KEYS: before });
    const stores = await openStores(rotated);
    try {
      stores.primary.start(deliveryFor(rotated));
      await stores.primary.retry(sealed.reference);
      await until(async () => (await stores.primary.state(sealed.reference))?.state === 'delivered');
      expect(fake.mails.map((mail) => mail.fields['your-subject'])).toEqual([sealed.values.subject]);
    } finally {
      await stores.close();
    }
  });
});

describe('the backlog readiness and metrics read', () => {
  it('counts the waiting messages of both stores and dates the oldest; a delivered one leaves it', async () => {
    const config = configFor();
    const stores = await openStores(config);
    try {
      const old = { ...message(), receivedAt: new Date(Date.now() - 20 * 60_000).toISOString() };
      const recent = message();
      expect(await stores.primary.backlog()).toEqual({ depth: 0, oldestReceivedAt: null });
      await stores.primary.accept(old, 60_000);
      await stores.primary.accept(recent, 60_000);
      await stores.disk.accept(message(), 60_000);
      expect(await stores.primary.backlog()).toEqual({
        depth: 2,
        oldestReceivedAt: Date.parse(old.receivedAt),
      });
      expect((await stores.disk.backlog()).depth).toBe(1);
      // The count the cap reads on every message, without reading the messages.
      expect([await stores.primary.depth(), await stores.disk.depth()]).toEqual([2, 1]);
      await stores.primary.delivered(old.reference);
      expect(await stores.primary.backlog()).toEqual({
        depth: 1,
        oldestReceivedAt: Date.parse(recent.receivedAt),
      });
      expect(await stores.primary.depth()).toBe(1);
      await expect(stores.primary.probeWrite()).resolves.toBeUndefined();
      await expect(stores.disk.probeWrite()).resolves.toBeUndefined();
    } finally {
      await stores.close();
    }
  });
});

describe('rate limits in Redis', () => {
  it('count one client across instances: five on one, the sixth on the other is refused', async () => {
    const { connectRedis } = await import('./open');
    const first = (await connectRedis(redisUrl))!;
    const second = (await connectRedis(redisUrl))!;
    try {
      const [a, b] = [createContactLimiters(first), createContactLimiters(second)];
      for (let i = 0; i < 5; i += 1) expect(await a.client('198.51.100.77')).toEqual({ ok: true });
      expect((await b.client('198.51.100.77')).ok).toBe(false);
      expect(await b.client('198.51.100.78')).toEqual({ ok: true });
    } finally {
      await Promise.all([first.quit(), second.quit()]);
    }
  });
});

describe('Redis unreachable', () => {
  it('the message goes to the disk queue and is delivered from there', async () => {
    const logs: string[] = [];
    jest
      .spyOn(log, 'error')
      .mockImplementation(((line: object) => void logs.push(JSON.stringify(line))) as never);
    try {
      const { POST } = await loadRoute({
        CF7_BASE_URL: fake.url,
        CF7_FORM_ID: String(FORM_ID),
        REDIS_URL: 'redis://127.0.0.1:9',
      });
      const response = await POST(jsonRequest({ ...VALID, lang: 'es', returnTo: '/es/contacto' }));
      expect(await response.json()).toMatchObject({ status: 'sent' });
      expect(fake.mails).toHaveLength(1);
      expect(logs.join('\n')).toMatch(/"event":"contact\.redis\.unreachable","role":"shared"/);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('one-time ids in the same Redis (preview links beside webhook deliveries)', () => {
  it('two instances let a preview link in once; a delivery id of the same value is another namespace', async () => {
    const { memoryClaims, redisClaims } = await import('@/lib/claims');
    const instance = (prefix?: string) => redisClaims(redisUrl, prefix ?? 'plaza:delivery:', memoryClaims());
    const [a, b] = [instance('plaza:preview-link:'), instance('plaza:preview-link:')];
    // Each connected first, as a running instance is: a first connection slower than the claim's 1 s (a
    // loaded machine) is Redis not answering, and each instance's memory alone would let the link in.
    for (const ids of [a, b]) await ids.claim(`warm-${Math.random()}`, 60_000);
    const id = 'f'.repeat(64);
    expect(await Promise.all([a.claim(id, 60_000), b.claim(id, 60_000)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await b.claim(id, 60_000)).toBe(false);
    const deliveries = instance();
    expect(await deliveries.claim(id, 60_000)).toBe(true);
    await Promise.all([a, b, deliveries].map((ids) => ids.close()));
  });
});

describe('CONTACT_REDIS_URL: the queue in a durable Redis of its own', () => {
  let durable: TestRedis;
  let volatile: TestRedis;
  beforeAll(async () => {
    durable = await startRedis(durableRedisArgs(mkdtempSync(path.join(tmpdir(), 'contact-aof-'))));
    volatile = await startRedis();
  });
  afterAll(async () => {
    await Promise.all([durable.stop(), volatile.stop()]);
  });

  it('keeps the queue in CONTACT_REDIS_URL and the rate limits in REDIS_URL; no warning for a durable one', async () => {
    const warn = jest.spyOn(log, 'warn');
    const config = configFor({ REDIS_URL: volatile.url, CONTACT_REDIS_URL: durable.url });
    const stores = await openStores(config);
    try {
      expect(stores.primary.kind).toBe('redis');
      await stores.primary.accept(message(), 60_000);
      await createContactLimiters(stores.redis).client('198.51.100.90');
      const { createClient } = await import('@redis/client');
      const keys = async (url: string) => {
        const client = createClient({ url });
        await client.connect();
        const found = await client.keys('*');
        await client.quit();
        return found;
      };
      const [queueKeys, sharedKeys] = [await keys(durable.url), await keys(volatile.url)];
      expect(queueKeys.some((key) => key.startsWith('bull:plaza-contact:'))).toBe(true);
      expect(sharedKeys.some((key) => key.startsWith('bull:'))).toBe(false);
      expect(sharedKeys.length).toBeGreaterThan(0); // the client's allowance
      expect(warn).not.toHaveBeenCalledWith(
        expect.objectContaining({ event: 'contact.queue.redis_not_durable' }),
      );
    } finally {
      await stores.close();
      warn.mockRestore();
    }
  });

  it('keeps the queue on disk, and says so once, when the Redis named for it can lose it (no AOF, or eviction)', async () => {
    const warn = jest.spyOn(log, 'warn');
    const stores = await openStores(configFor({ REDIS_URL: volatile.url }));
    try {
      expect(warn).toHaveBeenCalledWith({
        event: 'contact.queue.redis_not_durable',
        aofEnabled: false,
        appendfsync: 'everysec',
        maxmemoryPolicy: 'noeviction',
        queue: 'disk',
      });
      expect([stores.primary.kind, stores.fallback]).toEqual(['disk', 'redis not durable']);
    } finally {
      await stores.close();
      warn.mockRestore();
    }
  });

  it("warns when the queue's AOF is fsynced once a second: a power cut loses that second's messages", async () => {
    const client = (await connectRedis(durable.url, log, 'queue'))!;
    const warn = jest.fn();
    const logger = { info: jest.fn(), warn, error: jest.fn() };
    try {
      await client.configSet('appendfsync', 'everysec');
      expect(await checkQueueDurability(client, logger)).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ appendfsync: 'everysec', aofEnabled: true }),
      );
      await client.configSet('appendfsync', 'always');
      expect(await checkQueueDurability(client, logger)).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await client.quit();
    }
  });
});
