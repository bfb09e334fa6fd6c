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

/**
 * The review's attack: one /48 (65,536 /64s, each a "client" of the per-/64 limit) posts 10,000 messages
 * that Contact Form 7 flags as spam, with the default CONTACT_QUEUE_MAX of 10,000. Afterwards an ordinary
 * visitor from another network must still get his message sent. The real route, the real queue on disk
 * and a real HTTP CF7 (the fake) answering `spam`.
 */
jest.setTimeout(300_000);

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
beforeAll(async () => (fake = await startFakeCf7()));
afterAll(async () => {
  await closeQueue();
  await fake.close();
});

const FLOOD = 10_000;

it('10,000 spam posts from one /48 never make a later ordinary visitor’s message fail', async () => {
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(log, level).mockImplementation((() => undefined) as never);
  fake.setMode('spam');
  const { POST } = await loadRoute({
    CF7_BASE_URL: fake.url,
    CF7_FORM_ID: String(FORM_ID),
    CONTACT_RETRY_BASE_MS: '100',
    CONTACT_RETRY_MAX_MS: '100',
  });
  const started = performance.now();
  const statuses = new Map<number, number>();
  for (let i = 0; i < FLOOD; i += 1) {
    // Every post from another /64 (and /56) of 2001:db8:bad::/48, each another text.
    const address = `2001:db8:bad:${i.toString(16)}::${(i % 7) + 1}`;
    const body = { ...VALID, subject: `Oferta ${i}`, lang: 'es', returnTo: '/es/contacto' };
    const { status } = await POST(jsonRequest(body, fromSocket(address)));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const floodMs = performance.now() - started;

  fake.setMode('mail_sent');
  const visitor = await POST(
    jsonRequest({ ...VALID, lang: 'es', returnTo: '/es/contacto' }, fromSocket('2001:db8:cafe:1::9')),
  );
  const answer = await visitor.json();
  const figure = {
    posts: FLOOD,
    byStatus: Object.fromEntries(statuses),
    floodSeconds: Math.round(floodMs / 100) / 10,
    visitor: visitor.status,
  };
  process.stdout.write(`flood figure: ${JSON.stringify(figure)}\n`);
  // Accepted: sent at once, or (when that one attempt failed) received and delivered by the worker.
  expect([200, 202]).toContain(visitor.status);
  await until(() => fake.mails.some((mail) => mail.fields['plaza-reference'] === answer.reference));
  expect(fake.mails).toHaveLength(1);
  // What got through the network's allowance was refused by CF7 and waits for the operator, not in the cap.
  const { contactQueue } = await import('@/lib/contact/pipeline');
  const { contactConfig } = await import('@/lib/contact/config');
  const queue = await contactQueue(contactConfig());
  await until(async () => (await queue.primary.depth()) === 0); // the visitor's, when the worker sent it
  expect((statuses.get(202) ?? 0) + (statuses.get(429) ?? 0)).toBe(FLOOD);
  expect(statuses.get(202)).toBeLessThanOrEqual(20);
  jest.restoreAllMocks();
});

it('many networks together: past 60 new messages a minute everyone waits a minute (429), counted', async () => {
  jest.spyOn(log, 'info').mockImplementation((() => undefined) as never);
  const { POST } = await loadRoute({ CF7_BASE_URL: fake.url, CF7_FORM_ID: String(FORM_ID) });
  const { metrics } = await import('@/lib/observability/metrics');
  const busy = async () =>
    (await metrics().contactRefused.get()).values.find((value) => value.labels.reason === 'global_rate')
      ?.value ?? 0;
  const before = await busy();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i += 1) {
    const body = { ...VALID, subject: `Pregunta ${i}`, lang: 'es', returnTo: '/es/contacto' };
    statuses.push((await POST(jsonRequest(body, fromSocket(`198.18.${i}.1`)))).status);
  }
  expect(statuses.slice(0, 60).every((status) => status === 200 || status === 202)).toBe(true);
  const last = await POST(jsonRequest({ ...VALID, lang: 'es', returnTo: '/es/contacto' }));
  expect([statuses[60], last.status]).toEqual([429, 429]);
  expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect((await busy()) - before).toBe(2);
  jest.restoreAllMocks();
});
