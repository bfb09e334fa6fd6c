import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { log } from '@/lib/observability/log';
import {
  closeQueue,
  FORM_ID,
  fromSocket,
  jsonRequest,
  loadRoute,
  QUEUE_KEY,
  startFakeCf7,
  VALID,
} from '@/test/contact-helpers';
import { startRedis, type TestRedis } from '@/test/redis-server';

/**
 * REDIS_URL alone, pointing at a Redis run as deploy/redis/cache.conf runs it (nothing on disk): a restart
 * of that Redis would lose what it holds, so an accepted message must be in the disk queue instead.
 */
jest.setTimeout(60_000);

let volatile: TestRedis;
let fake: Awaited<ReturnType<typeof startFakeCf7>>;

beforeAll(async () => {
  volatile = await startRedis(['--save', '', '--appendonly', 'no', '--maxmemory-policy', 'allkeys-lru']);
  fake = await startFakeCf7();
});
afterAll(async () => {
  await closeQueue();
  await Promise.all([fake.close(), volatile.stop()]);
});

it('a message accepted while the only Redis keeps nothing on disk is in the SQLite file, not in Redis', async () => {
  const warn = jest.spyOn(log, 'warn').mockImplementation((() => undefined) as never);
  fake.setMode('http_500'); // not delivered: it must wait somewhere that survives a restart
  const queuePath = path.join(mkdtempSync(path.join(tmpdir(), 'contact-durability-')), 'queue.sqlite');
  const { POST } = await loadRoute({
    CF7_BASE_URL: fake.url,
    CF7_FORM_ID: String(FORM_ID),
    CONTACT_RETRY_BASE_MS: '600000',
    CONTACT_QUEUE_PATH: queuePath,
    REDIS_URL: volatile.url,
    CONTACT_QUEUE_KEY: QUEUE_KEY,
  });
  const response = await POST(
    jsonRequest({ ...VALID, lang: 'es', returnTo: '/es/contacto' }, fromSocket('203.0.113.50')),
  );
  expect(response.status).toBe(202);
  const { reference } = (await response.json()) as { reference: string };

  const db = new DatabaseSync(queuePath, { readOnly: true });
  const rows = db.prepare('SELECT reference, state FROM contact_messages').all();
  db.close();
  expect(rows).toEqual([{ reference, state: 'pending' }]);

  const { createClient } = await import('@redis/client');
  const client = createClient({ url: volatile.url });
  await client.connect();
  const keys = await client.keys('*');
  await client.quit();
  expect(keys.filter((key) => key.startsWith('bull:') || key.includes(reference))).toEqual([]);

  // Said once in the log, and in readiness.
  const notDurable = warn.mock.calls.filter(
    ([line]) => (line as { event?: string }).event === 'contact.queue.redis_not_durable',
  );
  expect(notDurable).toEqual([[expect.objectContaining({ aofEnabled: false, queue: 'disk' })]]);
  const { readiness } = await import('@/lib/health/readiness');
  expect((await readiness()).checks).toMatchObject({ queueStore: 'disk (redis not durable)' });
  warn.mockRestore();
});
