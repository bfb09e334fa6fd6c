import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CF7_STATUSES } from '@/e2e/servers/fake-cf7';
import { log } from '@/lib/observability/log';
import { DEFAULT_SETTINGS } from '@/lib/site';
import {
  closeQueue,
  FORM_ID,
  formRequest,
  fromSocket,
  jsonRequest,
  loadRoute,
  startFakeCf7,
  until,
  VALID,
} from '@/test/contact-helpers';

// Every test runs a real queue (SQLite on disk, fsync per message) and real servers: on a machine shared
// with other builds, a test may take seconds where it takes milliseconds alone.
jest.setTimeout(60_000);

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
/** The warnings and errors of the site's log (lib/observability/log.ts), each as its JSON line. */
let logs: string[];
/** Its info events. */
let infos: Record<string, unknown>[];
let outboxDir: string;

beforeAll(async () => {
  fake = await startFakeCf7();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
});
afterAll(async () => {
  await closeQueue();
  await fake.close();
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.reset();
  logs = [];
  infos = [];
  for (const level of ['warn', 'error'] as const)
    jest
      .spyOn(log, level)
      .mockImplementation(((line: object) => void logs.push(JSON.stringify(line))) as never);
  jest
    .spyOn(log, 'info')
    .mockImplementation(((line: Record<string, unknown>) => void infos.push(line)) as never);
});
afterEach(() => jest.restoreAllMocks());

const cf7Env = (extra: Record<string, string> = {}) => ({
  CF7_BASE_URL: fake.url,
  CF7_FORM_ID: String(FORM_ID),
  CF7_TIMEOUT_MS: '10000',
  CONTACT_RETRY_BASE_MS: '100',
  CONTACT_RETRY_MAX_MS: '200',
  ...extra,
});
const es = { ...VALID, lang: 'es', returnTo: '/es/contacto' };
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
/** Each call a different message (a repeat of one would be answered without counting or sending). */
let serial = 0;
const another = (extra: Record<string, string> = {}) => ({
  ...es,
  subject: `Renta ${(serial += 1)}`,
  ...extra,
});

describe('forwarding to Contact Form 7', () => {
  it('sends exactly the CF7 fields, multipart, to the numeric form route with the visitor’s User-Agent', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest(es, { 'user-agent': 'Mozilla/5.0 (Visitor)' }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      status: 'sent',
      reference: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    });
    expect(fake.received).toHaveLength(1);
    const [received] = fake.received;
    expect(received).toMatchObject({
      method: 'POST',
      path: `/wp-json/contact-form-7/v1/contact-forms/${FORM_ID}/feedback`,
      userAgent: 'Mozilla/5.0 (Visitor)',
    });
    expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.fields).toEqual({
      'your-name': VALID.name,
      'your-email': VALID.email,
      'your-subject': VALID.subject,
      // multipart/form-data encodes line breaks as CRLF, as a browser does
      'your-message': crlf(VALID.message),
      'plaza-page': 'contact',
      'plaza-lang': 'es',
      'plaza-reference': body.reference,
      _wpcf7_unit_tag: `wpcf7-f${FORM_ID}-o1`,
    });
    expect(received!.plazaClient).toBe(''); // no shared secret: no client header
    expect(logs).toEqual([]);
  });

  it('tells CF7 the visitor’s address and user agent in a header signed with the shared secret', async () => {
    const secret = 'contact-test-secret-0123456789abcdef';
    const { POST } = await loadRoute(cf7Env({ REVALIDATE_SECRET: secret }));
    const response = await POST(
      jsonRequest(
        { ...VALID, lang: 'en', returnTo: '/en/paris-pharmacy' },
        { 'user-agent': 'x', ...fromSocket('203.0.113.44') },
      ),
    );
    const { reference } = await response.json();
    const [received] = fake.received;
    expect(received!.fields).toMatchObject({
      'plaza-page': 'pharmacy',
      'plaza-lang': 'en',
      'plaza-reference': reference,
    });
    expect(received!.plazaClientSignature).toBe(
      `sha256=${createHmac('sha256', secret).update(`contact-client.${received!.plazaClient}`).digest('hex')}`,
    );
    const client = JSON.parse(Buffer.from(received!.plazaClient, 'base64url').toString('utf8'));
    expect(client).toMatchObject({ ip: '203.0.113.44', ua: 'x', ref: reference });
    expect(Math.abs(client.ts - Date.now() / 1000)).toBeLessThan(60);
    // CF7 alone marks a one-character User-Agent as spam: the request's own is the site's then.
    expect(received!.userAgent).toBe('plaza-paris-site');
  });

  it('sends trimmed values', async () => {
    const { POST } = await loadRoute(cf7Env());
    await POST(jsonRequest({ ...es, name: '  Ana  ', subject: ' Renta ' }));
    expect(fake.received[0]!.fields).toMatchObject({ 'your-name': 'Ana', 'your-subject': 'Renta' });
  });

  it('maps validation_failed back to our field names, in the visitor’s language', async () => {
    fake.setMode('validation_failed', ['your-email', 'your-subject']);
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({
      email: 'La plaza no pudo aceptar este valor; por favor revíselo.',
      subject: 'La plaza no pudo aceptar este valor; por favor revíselo.',
    });
    expect(JSON.stringify(body)).not.toContain('RAW-CF7');
  });

  it('keeps a message refused on a field the visitor cannot see (a CAPTCHA): the operator can fix it', async () => {
    fake.setMode('validation_failed', ['your-captcha']);
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'received' });
  });

  it('keeps a message that a form stricter than the site refuses (2,000 for 5,000), and delivers it once the form is fixed', async () => {
    fake.setLimits({ 'your-message': 2000 });
    fake.setMode('validation_failed', ['your-message']);
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest({ ...es, message: 'ñ'.repeat(2_500) }));
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'received' });
    expect(logs[0]).toMatch(
      /"event":"contact\.delivery_failed",.*"cause":"form_limits","detail":"validation_failed form_limit_below_site your-message_maxlength_2000"/,
    );

    fake.reset(); // the operator put maxlength:5000 back
    const { contactQueue } = await import('@/lib/contact/pipeline');
    const { contactConfig } = await import('@/lib/contact/config');
    const queue = await contactQueue(contactConfig());
    await until(async () => (await queue.primary.state(body.reference))?.state === 'delivered');
    expect(fake.mails.map((mail) => mail.fields['your-message']!.length)).toEqual([2_500]);
  });

  it('still answers a refusal within the form’s lower limit with the field (the visitor can fix that)', async () => {
    fake.setLimits({ 'your-message': 2000 });
    fake.setMode('validation_failed', ['your-message']);
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest({ ...es, message: 'ñ'.repeat(1_500) }));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['message']);
  });

  const failures: [string, () => void, Record<string, string>, RegExp][] = [
    // spam and acceptance_missing are final (lib/contact/rejected.test.ts): these are retried.
    ...CF7_STATUSES.filter(
      (status) => !['mail_sent', 'validation_failed', 'spam', 'acceptance_missing'].includes(status),
    ).map(
      (status) =>
        [status, () => fake.setMode(status), {}, new RegExp(`"detail":"${status}"`)] as [
          string,
          () => void,
          Record<string, string>,
          RegExp,
        ],
    ),
    [
      '400 wpcf7_unit_tag_not_found',
      () => fake.setMode('http_400'),
      {},
      /"detail":"http_400 wpcf7_unit_tag_not_found"/,
    ],
    [
      '415 wpcf7_unsupported_media_type',
      () => fake.setMode('http_415'),
      {},
      /"detail":"http_415 wpcf7_unsupported_media_type"/,
    ],
    ['a 500', () => fake.setMode('http_500'), {}, /"detail":"http_500 internal_server_error"/],
    ['an HTML page', () => fake.setMode('html'), {}, /"detail":"http_200 not_json"/],
    // The fake holds this reply until released: a short timeout expires for certain.
    [
      'a reply slower than the timeout',
      () => fake.setMode('hang'),
      { CF7_TIMEOUT_MS: '200' },
      /"cause":"timeout","detail":"timeout"/,
    ],
  ];

  it.each(failures)(
    '%s → "received": stored, one log line, no CF7 text; delivered once CF7 takes it',
    async (_name, arrange, env, logPattern) => {
      arrange();
      const { POST } = await loadRoute(cf7Env(env));
      const response = await POST(jsonRequest(es));
      expect(response.status).toBe(202);
      const text = await response.text();
      const body = JSON.parse(text);
      expect(body).toMatchObject({ ok: true, status: 'received' });
      expect(text).not.toMatch(/RAW-CF7|<html|wpcf7/i);

      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs).toHaveLength(1);
      expect(infos).toContainEqual(
        expect.objectContaining({ event: 'contact.accepted', requestId, reference: body.reference }),
      );
      expect(logs[0]).toContain(`"event":"contact.delivery_failed","reference":"${body.reference}"`);
      expect(logs[0]).toMatch(logPattern);
      for (const secret of [VALID.email, VALID.name, VALID.message, VALID.subject, 'ana.perez'])
        expect([...logs, ...infos.map((line) => JSON.stringify(line))].join('\n')).not.toContain(secret);

      fake.reset(); // CF7 is back
      const { contactQueue } = await import('@/lib/contact/pipeline');
      const { contactConfig } = await import('@/lib/contact/config');
      const queue = await contactQueue(contactConfig());
      await until(async () => (await queue.primary.state(body.reference))?.state === 'delivered');
      expect(fake.mails).toHaveLength(1);
      expect(fake.mails[0]!.fields['plaza-reference']).toBe(body.reference);
      // A repeat of the same message now answers "sent", and sends nothing.
      const repeat = await POST(jsonRequest(es));
      expect(await repeat.json()).toMatchObject({ status: 'sent', reference: body.reference });
      expect(fake.mails).toHaveLength(1);
    },
  );

  it('a wrong form id (404) and CF7 unreachable: kept, then delivered once the configuration is fixed', async () => {
    const queuePath = path.join(outboxDir, `restart-${Date.now()}.sqlite`);
    const down = await loadRoute(
      cf7Env({ CF7_BASE_URL: 'http://127.0.0.1:9', CONTACT_QUEUE_PATH: queuePath }),
    );
    const first = await (await down.POST(jsonRequest(another()))).json();
    const wrongForm = await loadRoute(
      cf7Env({ CF7_FORM_ID: String(FORM_ID + 1), CONTACT_QUEUE_PATH: queuePath }),
    );
    const second = await (await wrongForm.POST(jsonRequest(another()))).json();
    expect([first.status, second.status]).toEqual(['received', 'received']);
    expect(logs.join('\n')).toMatch(/"cause":"network_error"[\s\S]*"detail":"http_404 wpcf7_not_found"/);
    expect(fake.mails).toEqual([]);

    // The server restarts with the right settings on the same queue file: both arrive, once each.
    await loadRoute(cf7Env({ CONTACT_QUEUE_PATH: queuePath }));
    const { contactQueue } = await import('@/lib/contact/pipeline');
    const { contactConfig } = await import('@/lib/contact/config');
    await contactQueue(contactConfig());
    await until(() => fake.mails.length === 2);
    expect(fake.mails.map((mail) => mail.fields['plaza-reference']).sort()).toEqual(
      [first.reference, second.reference].sort(),
    );
  });

  it('a timeout after CF7 did mail: the retry is one more request, never a second mail', async () => {
    fake.setMode('slow', undefined, 400);
    const { POST } = await loadRoute(cf7Env({ CF7_TIMEOUT_MS: '200' }));
    const response = await POST(jsonRequest(another()));
    expect(await response.json()).toMatchObject({ status: 'received' });
    await until(() => fake.received.length >= 2);
    await until(() => logs.length >= 1);
    expect(fake.mails).toHaveLength(1);
  });
});

describe('repeats: one reference, one message', () => {
  it('a double click (two requests at once with one reference) sends once; both answers agree', async () => {
    fake.setMode('slow', undefined, 150);
    const { POST } = await loadRoute(cf7Env());
    const body = another({ reference: '7KQ2M-X9D4P' });
    const answers = await Promise.all([POST(jsonRequest(body)), POST(jsonRequest(body))]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies.map((b) => [b.status, b.reference])).toEqual([
      ['sent', '7KQ2M-X9D4P'],
      ['sent', '7KQ2M-X9D4P'],
    ]);
    expect(fake.received).toHaveLength(1);
  });

  it('the form posted twice without JavaScript (the same content) sends once and names one reference', async () => {
    const { POST } = await loadRoute(cf7Env());
    const post = () =>
      POST(formRequest({ ...another(), lang: 'es', returnTo: '/es/contacto' }, { multipart: true }));
    serial -= 1;
    const first = await (await post()).text();
    serial -= 1;
    const second = await (await post()).text();
    const reference = /<strong>([0-9A-Z]{5}-[0-9A-Z]{5})<\/strong>/.exec(first)?.[1];
    expect(reference).toBeDefined();
    expect(second).toContain(`<strong>${reference}</strong>`);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.fields['plaza-reference']).toBe(reference);
  });

  it('another text under a known reference is a new message: delivered too, under a reference of its own', async () => {
    const { POST } = await loadRoute(cf7Env());
    const first = another({ reference: 'QRSTV-23456' });
    expect(await (await POST(jsonRequest(first))).json()).toMatchObject({
      status: 'sent',
      reference: 'QRSTV-23456',
    });
    const other = { ...first, message: 'Otro texto, otro mensaje.' };
    const answer = await (await POST(jsonRequest(other))).json();
    expect(answer.status).toBe('sent');
    expect(answer.reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(answer.reference).not.toBe('QRSTV-23456');
    // Retried as the island retries (the same reference and text): the same answer, nothing sent again.
    expect(await (await POST(jsonRequest(other))).json()).toMatchObject({
      status: 'sent',
      reference: answer.reference,
    });
    expect(
      fake.received.map((post) => [post.fields['plaza-reference'], post.fields['your-message']]),
    ).toEqual([
      ['QRSTV-23456', crlf(first.message)],
      [answer.reference, 'Otro texto, otro mensaje.'],
    ]);
  });

  it('two texts at once under one reference are two messages, each stored and sent under its own reference', async () => {
    fake.setMode('slow', undefined, 150);
    const { POST } = await loadRoute(cf7Env());
    const first = another({ reference: 'WXYZ2-34567' });
    const second = { ...first, message: 'Un texto distinto, enviado al mismo tiempo.' };
    const bodies = await Promise.all(
      [first, second].map(async (body) => (await POST(jsonRequest(body))).json()),
    );
    expect(bodies.map((body) => body.status)).toEqual(['sent', 'sent']);
    expect(bodies[0].reference).toBe('WXYZ2-34567');
    expect(bodies[1].reference).not.toBe('WXYZ2-34567');
    expect(
      fake.mails.map((mail) => [mail.fields['plaza-reference'], mail.fields['your-message']]).sort(),
    ).toEqual(
      [
        ['WXYZ2-34567', crlf(first.message)],
        [bodies[1].reference, second.message],
      ].sort(),
    );
  });

  it('the reference of a form posted without JavaScript is keyed with the secret: nobody else can derive it', async () => {
    const fields = { ...another(), lang: 'es', returnTo: '/es/contacto' };
    const referenceWith = async (secret: string) => {
      const { POST } = await loadRoute(cf7Env({ REVALIDATE_SECRET: secret }));
      const html = await (await POST(formRequest(fields))).text();
      return /<strong>([0-9A-Z]{5}-[0-9A-Z]{5})<\/strong>/.exec(html)?.[1];
    };
    const one = await referenceWith('plaza-test-secret-0123456789abcdef-one');
    const two = await referenceWith('plaza-test-secret-0123456789abcdef-two');
    expect(one).toBeDefined();
    expect(two).toBeDefined();
    expect(one).not.toBe(two);
  });

  it('a repeat is not counted against the rate limit', async () => {
    const { POST } = await loadRoute(cf7Env());
    const body = another({ reference: 'ABCDE-12345' });
    for (let i = 0; i < 8; i += 1) expect((await POST(jsonRequest(body))).status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });
});

describe('what the handler refuses', () => {
  it('answers 415 to other content types, without calling CF7', async () => {
    const { POST } = await loadRoute(cf7Env());
    for (const type of ['text/plain', 'application/xml', 'application/jsonx', '']) {
      const response = await POST(
        new Request('http://127.0.0.1:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': type },
          body: 'name=Ana',
        }),
      );
      expect(response.status).toBe(415);
    }
    expect(fake.received).toEqual([]);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const route = await loadRoute(cf7Env());
    for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE, route.OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('answers 413 to a body over 32 KB, declared or streamed', async () => {
    const { POST } = await loadRoute(cf7Env());
    const big = JSON.stringify({ ...es, message: 'x'.repeat(33 * 1024) });
    expect((await POST(jsonRequest(big))).status).toBe(413);
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = new Request('http://127.0.0.1:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await POST(streamed)).status).toBe(413);
    expect(fake.received).toEqual([]);
  });

  it.each([
    ['name', 200],
    ['email', 254],
    ['subject', 200],
    ['message', 5000],
  ] as const)('limits %s to %i characters (422 on that field)', async (field, max) => {
    const { POST } = await loadRoute(cf7Env());
    const filler = (length: number) =>
      field === 'email'
        ? `${'a'.repeat(length - '@correo.example'.length)}@correo.example`
        : 'a'.repeat(length);
    const ok = await POST(jsonRequest({ ...es, [field]: filler(max) }));
    expect(ok.status).toBe(200);
    const tooLong = await POST(jsonRequest({ ...es, [field]: filler(max + 1) }));
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).errors).toEqual({
      [field]: `Por favor use como máximo ${max} caracteres: este tiene ${max + 1}, 1 de más.`,
    });
    expect(fake.received).toHaveLength(1);
  });

  it('refuses a direction override in the name: "\u202Egnp.exe" is not "exe.png"', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(
      jsonRequest({ ...VALID, lang: 'en', name: '\u202Egnp.exe', subject: 'A\u2028B' }),
    );
    expect(response.status).toBe(422);
    const message =
      'Please remove the invisible or text-direction characters from this field (they can hide what the text says)';
    expect((await response.json()).errors).toEqual({ name: message, subject: message });
    expect(fake.received).toEqual([]);
  });

  it('rejects control characters with a field error', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(
      jsonRequest({ ...VALID, lang: 'en', name: 'Ana\u0000', subject: 'Hi\r\nBcc: x@y.example' }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      name: 'Please remove the control characters from this field',
      subject: 'Please remove the control characters from this field',
    });
    expect(fake.received).toEqual([]);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses a cross-origin browser post %p with 403', async (headers) => {
    const { POST } = await loadRoute(cf7Env());
    expect((await POST(jsonRequest(es, headers))).status).toBe(403);
    expect(fake.received).toEqual([]);
  });

  it.each([
    [{ origin: 'http://127.0.0.1:3000' }],
    [{ origin: 'https://plaza.example' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'null' }],
    [{}],
  ])('accepts a same-origin (or non-browser) post %p', async (headers) => {
    const { POST } = await loadRoute(cf7Env({ SITE_URL: 'https://plaza.example' }));
    expect((await POST(jsonRequest(es, headers))).status).toBe(200);
  });
});

describe('honeypot', () => {
  it('answers as if sent and forwards nothing', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest({ ...es, website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, status: 'sent' });
    expect(fake.received).toEqual([]);
  });

  it('does the same for a browser form post', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(formRequest({ ...es, website: 'spam' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Mensaje enviado');
    expect(fake.received).toEqual([]);
  });
});

describe('the queue has a cap', () => {
  it('past CONTACT_QUEUE_MAX waiting messages, answers 503 with the phone number, stores nothing, counts it', async () => {
    fake.setMode('http_500'); // nothing is delivered: every accepted message waits
    const { POST } = await loadRoute(cf7Env({ CONTACT_QUEUE_MAX: '2', CONTACT_RETRY_BASE_MS: '600000' }));
    const { metrics } = await import('@/lib/observability/metrics');
    const refusedBefore = await queueFullCount(metrics);
    const client = (i: number) => fromSocket(`203.0.113.${60 + i}`);
    for (let i = 0; i < 2; i += 1) expect((await POST(jsonRequest(another(), client(i)))).status).toBe(202);
    const full = await POST(
      formRequest({ ...another(), lang: 'en', returnTo: '/en/contact' }, { headers: client(3) }),
    );
    expect(full.status).toBe(503);
    const page = await full.text();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain(`tel:${DEFAULT_SETTINGS.phones[0]!.tel}`);
    expect((await POST(jsonRequest(another(), client(4)))).status).toBe(503);
    expect((await queueFullCount(metrics)) - refusedBefore).toBe(2);
    const { contactQueue } = await import('@/lib/contact/pipeline');
    const { contactConfig } = await import('@/lib/contact/config');
    expect((await (await contactQueue(contactConfig())).primary.backlog()).depth).toBe(2);
  });
});

async function queueFullCount(metrics: typeof import('@/lib/observability/metrics').metrics) {
  const { values } = await metrics().contactRefused.get();
  return values.find((value) => value.labels.reason === 'queue_full')?.value ?? 0;
}

describe('rate limit: 5 messages a minute per client', () => {
  it('answers the sixth with 429 and Retry-After', async () => {
    const { POST } = await loadRoute(cf7Env());
    for (let i = 0; i < 5; i += 1) expect((await POST(jsonRequest(another()))).status).toBe(200);
    const limited = await POST(jsonRequest(another()));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ status: 'rate_limited', retryAfter });
    expect(fake.received).toHaveLength(5);
  });

  it('does not count invalid messages', async () => {
    const { POST } = await loadRoute(cf7Env());
    for (let i = 0; i < 8; i += 1)
      expect((await POST(jsonRequest({ ...another(), email: 'nope' }))).status).toBe(422);
    expect((await POST(jsonRequest(another()))).status).toBe(200);
  });

  // One client must never lock the form for everybody (one shared bucket without a proxy).
  it('without a proxy, keys clients by socket address: one client at its limit does not stop another', async () => {
    const { POST } = await loadRoute(cf7Env());
    const from = (socket: string, xff: string) =>
      jsonRequest(another(), { ...fromSocket(socket), 'x-forwarded-for': xff });
    for (let i = 0; i < 5; i += 1)
      expect((await POST(from('203.0.113.7', `198.51.100.${i}`))).status).toBe(200);
    // Rotating a client-sent X-Forwarded-For buys nothing: the socket is the same.
    expect((await POST(from('203.0.113.7', '198.51.100.99'))).status).toBe(429);
    expect((await POST(from('203.0.113.8', '198.51.100.99'))).status).toBe(200);
  });

  it('behind a trusted proxy, keys by the entry it appended; a rotated client-sent entry does not reset it', async () => {
    const { POST } = await loadRoute(cf7Env({ TRUSTED_PROXIES: '10.0.0.0/8' }));
    const from = (spoofed: string, appended: string) =>
      jsonRequest(another(), { ...fromSocket('10.0.0.2'), 'x-forwarded-for': `${spoofed}, ${appended}` });
    for (let i = 0; i < 5; i += 1)
      expect((await POST(from(`203.0.113.${i}`, '198.51.100.1'))).status).toBe(200);
    expect((await POST(from('203.0.113.99', '198.51.100.1'))).status).toBe(429);
    expect((await POST(from('203.0.113.99', '198.51.100.2'))).status).toBe(200);
  });

  it('with a proxy trusted, a client that reaches the site directly cannot choose its address by X-Forwarded-For', async () => {
    const { POST } = await loadRoute(
      cf7Env({ TRUSTED_PROXIES: '127.0.0.1', REVALIDATE_SECRET: 'contact-test-secret-0123456789abcdef' }),
    );
    const forged = (i: number) =>
      jsonRequest(another(), { ...fromSocket('127.0.0.2'), 'x-forwarded-for': `198.51.100.${i}` });
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await POST(forged(i))).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Contact Form 7 was told the socket's address, never a forged one.
    const ips = fake.received
      .filter((post) => post.plazaClient)
      .map((post) => JSON.parse(Buffer.from(post.plazaClient, 'base64url').toString('utf8')).ip);
    expect(ips).toHaveLength(5);
    expect(new Set(ips)).toEqual(new Set(['127.0.0.2']));
  });

  it('past the ceiling for all clients together, a message is stored and sent later, not refused', async () => {
    const { POST } = await loadRoute(cf7Env());
    const answers: number[] = [];
    // Each from another /24: one network's allowance is 20 a minute.
    for (let i = 0; i < 31; i += 1)
      answers.push((await POST(jsonRequest(another(), fromSocket(`198.18.${i}.1`)))).status);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(202);
    await until(() => fake.mails.length === 31);
  });
});

describe('a browser posting the form without JavaScript', () => {
  it.each([false, true])(
    'valid (multipart: %p) → a page saying sent, with the reference and a link back to its page',
    async (multipart) => {
      const { POST } = await loadRoute(cf7Env());
      const response = await POST(
        formRequest({ ...VALID, lang: 'en', returnTo: '/en/paris-pharmacy' }, { multipart }),
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Message sent</h1>');
      const reference = fake.received[0]!.fields['plaza-reference'];
      expect(html).toContain(`Your message&#39;s reference: <strong>${reference}</strong>`);
      expect(html).toContain('<a href="/en/paris-pharmacy">Back to the page</a>');
      expect(fake.received[0]!.fields['your-message']).toBe(crlf(VALID.message));
    },
  );

  it('stored but not yet delivered → a page saying received, that there is no need to send it again', async () => {
    fake.setMode('http_500');
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(formRequest({ ...another(), lang: 'es', returnTo: '/es/contacto' }));
    expect(response.status).toBe(202);
    const html = await response.text();
    expect(html).toContain('<h1>Mensaje recibido</h1>');
    expect(html).toContain('no necesita enviarlo de nuevo');
    expect(html).toMatch(/Referencia de su mensaje: <strong>[0-9A-Z]{5}-[0-9A-Z]{5}<\/strong>/);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/es/contacto/../../evil',
    'javascript:alert(1)',
    '/es/galeria',
  ])('never links back to %p: only to the pages that carry the form', async (returnTo) => {
    const { POST } = await loadRoute(cf7Env());
    const html = await (await POST(formRequest({ ...VALID, lang: 'es', returnTo }))).text();
    expect(html).toContain('<a href="/es/contacto">Volver a la página</a>');
    expect(html).not.toContain('evil');
  });

  it('invalid → 422 HTML in the visitor’s language, errors on their fields, typed values kept (escaped)', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(
      formRequest({
        name: '<b>Ana</b> "A"',
        email: 'ana@',
        subject: '',
        message: 'Hola',
        lang: 'es',
        returnTo: '/es/contacto',
      }),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('value="&lt;b&gt;Ana&lt;/b&gt; &quot;A&quot;"');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toMatch(
      /id="contact-email"[^>]*aria-invalid="true" aria-describedby="contact-email-error" autofocus/,
    );
    expect(html).toContain(
      '<p class="error" id="contact-email-error">El valor ingresado no coincide con el formato de correo electrónico.</p>',
    );
    expect(html).toContain(
      '<p class="error" id="contact-subject-error">Por favor escriba el asunto del mensaje.</p>',
    );
    expect(html).not.toContain('contact-name-error');
    expect(html).toContain('>Hola</textarea>');
    expect(html).toContain('action="/api/contact"');
    expect(fake.received).toEqual([]);
  });

  it('a message that cannot even be stored → an HTML page with the phone to call and every typed value', async () => {
    const { POST } = await loadRoute(cf7Env({ CONTACT_QUEUE_PATH: '/dev/null/queue.sqlite' }));
    const response = await POST(
      formRequest({ ...VALID, lang: 'en', returnTo: '/contact' }, { multipart: true }),
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      `<a href="tel:${DEFAULT_SETTINGS.phones[0].tel}">${DEFAULT_SETTINGS.phones[0].display}</a>`,
    );
    expect(html).toContain(`value="${VALID.name}"`);
    expect(html).toContain(`>${crlf(VALID.message)}</textarea>`);
    expect(html).toContain('name="returnTo" value="/contact"');
    expect(html).not.toContain('RAW-CF7');
  });

  it('over the rate limit → 429 HTML with Retry-After and every typed value', async () => {
    const { POST } = await loadRoute(cf7Env());
    const post = () => POST(formRequest({ ...another(), lang: 'es', returnTo: '/es/contacto' }));
    for (let i = 0; i < 5; i += 1) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await limited.text();
    expect(html).toContain('Ha enviado varios mensajes en poco tiempo.');
    expect(html).toContain(`value="${VALID.email}"`);
    expect(html).toMatch(/name="reference" value="[0-9A-Z]{5}-[0-9A-Z]{5}"/);
    expect(fake.received).toHaveLength(5);
  });

  it('an unreadable body → a bilingual HTML page, not JSON', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'multipart/form-data; boundary=x' },
        body: 'garbage',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('No pudimos leer este mensaje');
  });
});

describe('outbox mode (Contact Form 7 not configured)', () => {
  it('appends one JSON line per message to a file only the server can read', async () => {
    const file = path.join(outboxDir, 'nested', 'outbox.jsonl');
    const { POST } = await loadRoute({ CONTACT_OUTBOX_PATH: file, CF7_FORM_ID: String(FORM_ID) });
    expect((await POST(jsonRequest(es))).status).toBe(200);
    const second = await POST(
      formRequest({ ...VALID, name: 'Luis', lang: 'en', returnTo: '/en/paris-pharmacy' }),
    );
    expect(second.status).toBe(200);

    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ ...VALID, lang: 'es', form: 'contact', page: '/es/contacto' });
    expect(lines[1]).toMatchObject({
      name: 'Luis',
      lang: 'en',
      form: 'pharmacy',
      page: '/en/paris-pharmacy',
    });
    expect(lines[0].reference).not.toBe(lines[1].reference);
    expect(new Date(lines[0].receivedAt).toString()).not.toBe('Invalid Date');
    expect(fake.received).toEqual([]);
  });

  it('keeps the message in the queue (202, one log line) while the outbox cannot be written', async () => {
    const { POST } = await loadRoute({ CONTACT_OUTBOX_PATH: '/dev/null/outbox.jsonl' });
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(202);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      /"event":"contact\.delivery_failed",.*"cause":"outbox","detail":"outbox E[A-Z]+"/,
    );
  });

  it('answers 503 (nothing accepted, one log line) only when the queue itself cannot be written', async () => {
    const { POST } = await loadRoute({ CONTACT_QUEUE_PATH: '/dev/null/queue.sqlite' });
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'failed' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/"event":"contact\.queue\.unavailable"/);
  });
});
