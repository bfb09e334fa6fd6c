import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CF7_STATUSES } from '@/e2e/servers/fake-cf7';
import { DEFAULT_SETTINGS } from '@/lib/site';
import { FORM_ID, formRequest, jsonRequest, loadRoute, startFakeCf7, VALID } from '@/test/contact-helpers';

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
let logs: string[];
let outboxDir: string;

beforeAll(async () => {
  fake = await startFakeCf7();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
});
afterAll(async () => {
  await fake.close();
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.reset();
  logs = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
});
afterEach(() => jest.restoreAllMocks());

const cf7Env = (extra: Record<string, string> = {}) => ({
  CF7_BASE_URL: fake.url,
  CF7_FORM_ID: String(FORM_ID),
  CF7_TIMEOUT_MS: '10000',
  ...extra,
});
const es = { ...VALID, lang: 'es', returnTo: '/es/contacto' };
const crlf = (text: string) => text.replace(/\n/g, '\r\n');

describe('forwarding to Contact Form 7', () => {
  it('sends exactly the CF7 fields, multipart, to the numeric form route with the visitor’s User-Agent', async () => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest(es, { 'user-agent': 'Mozilla/5.0 (Visitor)' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, status: 'sent' });
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
      _wpcf7_unit_tag: `wpcf7-f${FORM_ID}-o1`,
    });
    expect(logs).toEqual([]);
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

  it('treats a validation failure on a field the visitor cannot see as a failure', async () => {
    fake.setMode('validation_failed', ['your-captcha']);
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(502);
  });

  const failures: [string, () => void, Record<string, string>, number, RegExp][] = [
    ...CF7_STATUSES.filter((status) => !['mail_sent', 'validation_failed'].includes(status)).map(
      (status) =>
        [status, () => fake.setMode(status), {}, 502, new RegExp(`cf7_status=${status}$`)] as [
          string,
          () => void,
          Record<string, string>,
          number,
          RegExp,
        ],
    ),
    [
      '400 wpcf7_unit_tag_not_found',
      () => fake.setMode('http_400'),
      {},
      502,
      /cf7_status=http_400 wpcf7_unit_tag_not_found$/,
    ],
    [
      '404 wpcf7_not_found (wrong form id)',
      () => undefined,
      { CF7_FORM_ID: String(FORM_ID + 1) },
      502,
      /cf7_status=http_404 wpcf7_not_found$/,
    ],
    [
      '415 wpcf7_unsupported_media_type',
      () => fake.setMode('http_415'),
      {},
      502,
      /cf7_status=http_415 wpcf7_unsupported_media_type$/,
    ],
    ['a 500', () => fake.setMode('http_500'), {}, 503, /cf7_status=http_500 internal_server_error$/],
    ['an HTML page', () => fake.setMode('html'), {}, 503, /cf7_status=http_200 not_json$/],
    // The fake holds this reply until released: a short timeout expires for certain.
    [
      'a reply slower than the timeout',
      () => fake.setMode('hang'),
      { CF7_TIMEOUT_MS: '200' },
      503,
      /cf7_status=timeout$/,
    ],
    [
      'a network error',
      () => undefined,
      { CF7_BASE_URL: 'http://127.0.0.1:9' },
      503,
      /cf7_status=network_error/,
    ],
  ];

  it.each(failures)(
    '%s → a clear failure, one log line, no CF7 text',
    async (_name, arrange, env, status, logPattern) => {
      arrange();
      const { POST } = await loadRoute(cf7Env(env));
      const response = await POST(jsonRequest(es));
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ ok: false, status: 'failed' });
      expect(text).not.toMatch(/RAW-CF7|<html|wpcf7/i);

      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toContain(`request=${requestId}`);
      expect(logs[0]).toMatch(logPattern);
      for (const secret of [VALID.email, VALID.name, VALID.message, VALID.subject, 'ana.perez'])
        expect(logs[0]).not.toContain(secret);
    },
  );
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
      [field]: `Por favor use como máximo ${max} caracteres.`,
    });
    expect(fake.received).toHaveLength(1);
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
    expect(response.status).toBe(303);
    expect(fake.received).toEqual([]);
  });
});

describe('rate limit: 5 messages a minute per client', () => {
  it('answers the sixth with 429 and Retry-After', async () => {
    const { POST } = await loadRoute(cf7Env());
    for (let i = 0; i < 5; i += 1) expect((await POST(jsonRequest(es))).status).toBe(200);
    const limited = await POST(jsonRequest(es));
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
      expect((await POST(jsonRequest({ ...es, email: 'nope' }))).status).toBe(422);
    expect((await POST(jsonRequest(es))).status).toBe(200);
  });

  it('keys clients by X-Forwarded-For only behind a trusted proxy', async () => {
    const trusted = await loadRoute(cf7Env({ TRUST_PROXY: '1' }));
    const from = (ip: string) => jsonRequest(es, { 'x-forwarded-for': `203.0.113.99, ${ip}` });
    for (let i = 0; i < 5; i += 1) expect((await trusted.POST(from('198.51.100.1'))).status).toBe(200);
    expect((await trusted.POST(from('198.51.100.1'))).status).toBe(429);
    expect((await trusted.POST(from('198.51.100.2'))).status).toBe(200);

    // Without a proxy the header is the client's own claim: changing it must not buy more messages.
    const direct = await loadRoute(cf7Env());
    for (let i = 0; i < 5; i += 1) expect((await direct.POST(from(`198.51.100.${10 + i}`))).status).toBe(200);
    expect((await direct.POST(from('198.51.100.99'))).status).toBe(429);
  });
});

describe('a browser posting the form without JavaScript', () => {
  it.each([false, true])(
    'valid (multipart: %p) → 303 back to its page with the sent fragment',
    async (multipart) => {
      const { POST } = await loadRoute(cf7Env());
      const response = await POST(
        formRequest({ ...VALID, lang: 'en', returnTo: '/en/paris-pharmacy' }, { multipart }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en/paris-pharmacy?contact=sent#contact-sent');
      expect(fake.received[0]!.fields['your-message']).toBe(crlf(VALID.message));
    },
  );

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/es/contacto/../../evil',
    'javascript:alert(1)',
    '/es/galeria',
  ])('never redirects to %p: only to the pages that carry the form', async (returnTo) => {
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(formRequest({ ...VALID, lang: 'es', returnTo }));
    expect(response.headers.get('location')).toBe('/es/contacto?contact=sent#contact-sent');
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

  it('delivery failure → an HTML page with the phone to call and every typed value', async () => {
    fake.setMode('mail_failed');
    const { POST } = await loadRoute(cf7Env());
    const response = await POST(
      formRequest({ ...VALID, lang: 'en', returnTo: '/contact' }, { multipart: true }),
    );
    expect(response.status).toBe(502);
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
    const post = () => POST(formRequest({ ...VALID, lang: 'es', returnTo: '/es/contacto' }));
    for (let i = 0; i < 5; i += 1) expect((await post()).status).toBe(303);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await limited.text();
    expect(html).toContain('Ha enviado varios mensajes en poco tiempo.');
    expect(html).toContain(`value="${VALID.email}"`);
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
    expect(second.status).toBe(303);

    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ ...VALID, lang: 'es', page: '/es/contacto' });
    expect(lines[1]).toMatchObject({ name: 'Luis', lang: 'en', page: '/en/paris-pharmacy' });
    expect(lines[0].id).not.toBe(lines[1].id);
    expect(new Date(lines[0].receivedAt).toString()).not.toBe('Invalid Date');
    expect(fake.received).toEqual([]);
  });

  it('reports a failure (503, one log line) when the outbox cannot be written', async () => {
    const { POST } = await loadRoute({ CONTACT_OUTBOX_PATH: '/dev/null/outbox.jsonl' });
    const response = await POST(jsonRequest(es));
    expect(response.status).toBe(503);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/delivery=failed via=outbox error=E[A-Z]+$/);
  });
});
