import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FORM_ID, QUEUE_KEY, startFakeCf7, until, VALID } from '@/test/contact-helpers';
import { durableRedisArgs, startRedis, type TestRedis } from '@/test/redis-server';

import { parseContactConfig } from '../config';
import { deliveryFor } from '../pipeline';
import { KEEP_REJECTED, type QueuedMessage } from './message';
import { openStores } from './open';

/**
 * The queue Redis keeps an AOF of every write for months (a rewrite runs only past 64 MB): what a message
 * leaves there must be unreadable. A real redis-server as deploy/redis/queue.conf runs it, started under
 * umask 077 as the stack must start it; every byte of every file in its folder is searched.
 */
jest.setTimeout(60_000);

let redis: TestRedis;
let dir: string;
let fake: Awaited<ReturnType<typeof startFakeCf7>>;

beforeAll(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'contact-aof-erasure-')), 'redis-queue');
  mkdirSync(dir, { mode: 0o700 });
  redis = await startRedis(durableRedisArgs(dir), { umask: '077' });
  fake = await startFakeCf7();
});
afterAll(async () => {
  await Promise.all([redis.stop(), fake.close()]);
});

/** A message whose every personal part is a word found nowhere else. */
const message = (reference: string, tag: string): QueuedMessage => ({
  reference,
  receivedAt: new Date().toISOString(),
  lang: 'es',
  form: 'contact',
  page: '/es/contacto',
  values: {
    name: `Zacarias${tag} Quintanilla`,
    email: `zq${tag}@privado.example`,
    subject: `Reserva${tag}`,
    message: `${VALID.message} Palabra${tag} secreta`,
  },
  digest: `digest-${tag}`,
  client: { address: `2001:db8:5ec:${tag}::7`, userAgent: `Navegador${tag}/9.1` },
});
const words = (sent: QueuedMessage, tag: string) => [
  `Zacarias${tag}`,
  'Quintanilla',
  sent.values.email,
  `Reserva${tag}`,
  `Palabra${tag}`,
  VALID.message.slice(0, 40),
  sent.client.address!,
  sent.client.userAgent!,
];

function everyFile(folder: string): Array<{ name: string; mode: number; text: string }> {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    const stat = statSync(full);
    if (stat.isDirectory()) return everyFile(full);
    return [{ name: path.relative(dir, full), mode: stat.mode & 0o777, text: readFileSync(full, 'latin1') }];
  });
}

it('no file of the queue Redis holds a word of a delivered or a rejected message; folders 0700, files 0600', async () => {
  const config = parseContactConfig(
    {
      CF7_BASE_URL: fake.url,
      CF7_FORM_ID: String(FORM_ID),
      CONTACT_REDIS_URL: redis.url,
      CONTACT_QUEUE_KEY: QUEUE_KEY,
      CONTACT_RETRY_BASE_MS: '100',
      CONTACT_RETRY_MAX_MS: '100',
      CONTACT_QUEUE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'contact-erasure-')), 'q.sqlite'),
    },
    { wordpressUrl: null, siteUrl: 'https://plaza.example' },
  );
  const stores = await openStores(config);
  const delivered = message('ERAS1-11111', '4471');
  const rejected = message('ERAS2-22222', '9083');
  try {
    expect(stores.primary.kind).toBe('redis');
    // Accepted, failed once at once (the job's data rewritten), then delivered by the worker.
    await stores.primary.accept(delivered, 60_000);
    await stores.primary.failed(delivered.reference, 'http_500 internal_server_error');
    await stores.primary.accept(rejected, 60_000);
    await stores.primary.rejected(rejected.reference, 'spam');
    stores.primary.start(deliveryFor(config));
    await stores.primary.retry(delivered.reference);
    await until(async () => (await stores.primary.state(delivered.reference))?.state === 'delivered');
    expect(fake.mails.map((mail) => mail.fields['your-subject'])).toEqual([delivered.values.subject]);
    // The rejected one is erased by Redis itself within KEEP_REJECTED.ms.
    const ttl = await stores.queueRedis!.pTTL(`plaza:contact:rejected:${rejected.reference}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(KEEP_REJECTED.ms);
  } finally {
    await stores.close();
  }

  const files = everyFile(dir);
  expect(files.some((file) => file.name.endsWith('.aof'))).toBe(true);
  // The control: the references are in clear, so the search reads the files the queue wrote.
  expect(files.some((file) => file.text.includes(delivered.reference))).toBe(true);
  const found = [...words(delivered, '4471'), ...words(rejected, '9083')].filter((word) =>
    files.some((file) => file.text.includes(word)),
  );
  expect(found).toEqual([]);
  for (const file of files) expect({ [file.name]: file.mode.toString(8) }).toEqual({ [file.name]: '600' });
  for (const folder of [dir, path.join(dir, 'appendonlydir')])
    expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
});

it('one Redis for everything (REDIS_URL alone, durable): the route leaves no word and no address in it either', async () => {
  const { closeQueue, fromSocket, jsonRequest, loadRoute } = await import('@/test/contact-helpers');
  fake.reset();
  const { POST } = await loadRoute({
    CF7_BASE_URL: fake.url,
    CF7_FORM_ID: String(FORM_ID),
    REDIS_URL: redis.url,
    CONTACT_QUEUE_KEY: QUEUE_KEY,
  });
  const body = {
    ...VALID,
    name: 'Eulalia Zorrilla',
    subject: 'Asunto7719',
    lang: 'es',
    returnTo: '/es/contacto',
  };
  const headers = { ...fromSocket('2001:db8:77e:19::5'), 'user-agent': 'Navegador7719/2.0' };
  const response = await POST(jsonRequest(body, headers));
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await closeQueue();
  const files = everyFile(dir);
  expect(files.some((file) => file.text.includes(reference))).toBe(true);
  const found = ['Zorrilla', 'Asunto7719', VALID.email, '2001:db8:77e', 'Navegador7719'].filter((word) =>
    files.some((file) => file.text.includes(word)),
  );
  expect(found).toEqual([]);
});
