import { log } from '@/lib/observability/log';
import {
  closeQueue,
  FORM_ID,
  fromSocket,
  jsonRequest,
  loadRoute,
  startFakeCf7,
  until,
  VALID,
} from '@/test/contact-helpers';

import type { FakeCf7Mode } from '@/e2e/servers/fake-cf7';

/**
 * Answers of Contact Form 7 that never change (spam, acceptance_missing, a field the site does not have,
 * the companion plugin's refusal of the site's signature) are final: the message leaves the retry loop and the cap, and waits for the operator (docs/contact.md).
 */
jest.setTimeout(60_000);

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
let warnings: Array<Record<string, unknown>>;
beforeAll(async () => (fake = await startFakeCf7()));
afterAll(async () => {
  await closeQueue();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  warnings = [];
  jest
    .spyOn(log, 'warn')
    .mockImplementation(((line: Record<string, unknown>) => void warnings.push(line)) as never);
});
afterEach(() => jest.restoreAllMocks());

const env = (extra: Record<string, string> = {}) => ({
  CF7_BASE_URL: fake.url,
  CF7_FORM_ID: String(FORM_ID),
  CONTACT_RETRY_BASE_MS: '100',
  CONTACT_RETRY_MAX_MS: '100',
  ...extra,
});
let serial = 0;
const post = (address: string) =>
  jsonRequest(
    { ...VALID, subject: `Consulta ${(serial += 1)}`, lang: 'es', returnTo: '/es/contacto' },
    fromSocket(address),
  );

async function openQueue() {
  const { contactQueue } = await import('@/lib/contact/pipeline');
  const { contactConfig } = await import('@/lib/contact/config');
  return contactQueue(contactConfig());
}

async function rejectedCount(reason: string) {
  const { metrics } = await import('@/lib/observability/metrics');
  const { values } = await metrics().contactRejected.get();
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

const finals: Array<[string, FakeCf7Mode, string[] | undefined, string]> = [
  ['spam', 'spam', undefined, 'spam'],
  ['acceptance_missing', 'acceptance_missing', undefined, 'acceptance_missing'],
  ['a field the site does not have', 'validation_failed', ['your-captcha'], 'validation_failed'],
  // A secret or a clock to fix: retried forever it would fill the queue, so the operator retries it after.
  [
    "the companion plugin refusing the site's signature",
    'signature_refused',
    undefined,
    'plaza_signature_invalid',
  ],
];

it.each(finals)(
  '%s: "received", then out of the retry loop and the cap, listed with its reason, counted',
  async (_name, mode, fields, reason) => {
    fake.setMode(mode, fields);
    const { POST } = await loadRoute(env());
    const before = await rejectedCount(reason);
    const response = await POST(post('203.0.113.20'));
    expect(response.status).toBe(202);
    const { reference } = (await response.json()) as { reference: string };
    // Ten backoffs' time: asked once, never again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fake.received).toHaveLength(1);
    const queue = await openQueue();
    expect(await queue.primary.state(reference)).toMatchObject({ state: 'rejected' });
    expect(await queue.primary.depth()).toBe(0);
    expect((await queue.primary.list()).map((entry) => [entry.reference, entry.state])).toEqual([
      [reference, 'rejected'],
    ]);
    expect((await queue.primary.list())[0]!.lastError).toMatch(new RegExp(`^${reason}`));
    expect((await rejectedCount(reason)) - before).toBe(1);
    expect(warnings).toContainEqual(expect.objectContaining({ event: 'contact.rejected', reference }));
  },
);

it('rejected messages take no room under CONTACT_QUEUE_MAX: three spam posts, then a visitor is sent', async () => {
  fake.setMode('spam');
  const { POST } = await loadRoute(env({ CONTACT_QUEUE_MAX: '3' }));
  for (let i = 0; i < 5; i += 1) expect((await POST(post(`198.51.${i}.7`))).status).toBe(202);
  fake.setMode('mail_sent');
  const visitor = await POST(post('192.0.2.44'));
  expect(visitor.status).toBe(200);
  expect(await visitor.json()).toMatchObject({ status: 'sent' });
});

it('the operator brings a rejected message back (delivered once CF7 takes it) or erases it', async () => {
  fake.setMode('spam');
  const { POST } = await loadRoute(env());
  const kept = ((await (await POST(post('203.0.113.31'))).json()) as { reference: string }).reference;
  const dropped = ((await (await POST(post('203.0.113.32'))).json()) as { reference: string }).reference;
  const queue = await openQueue();
  fake.setMode('mail_sent');
  expect(await queue.primary.retry(kept)).toBe(true);
  await until(async () => (await queue.primary.state(kept))?.state === 'delivered');
  expect(fake.mails.map((mail) => mail.fields['plaza-reference'])).toEqual([kept]);
  expect(await queue.primary.drop(dropped)).toBe(true);
  expect(await queue.primary.state(dropped)).toBeNull();
  expect(await queue.primary.list()).toEqual([]);
  expect(await queue.primary.drop(dropped)).toBe(false);
  expect(await queue.primary.retry('ZZZZZ-ZZZZZ')).toBe(false);
});
