import { startTestServer, type Handler } from '@/test/http-server';

import { postContact, type ContactPayload } from './browser-send';

const PAYLOAD: ContactPayload = {
  name: 'Ana',
  email: 'ana@correo.example',
  subject: 'Hola',
  message: 'Mensaje',
  lang: 'es',
  returnTo: '/es/contacto',
  reference: '7KQ2M-X9D4P',
  website: '',
};

/** The island's reading of the route's answers, against a real server answering each of them. */
async function answer(handler: Handler) {
  const server = await startTestServer(handler);
  try {
    return await postContact(PAYLOAD, `${server.url}/api/contact`);
  } finally {
    await server.close();
  }
}

const reply =
  (status: number, body: string, type = 'application/json'): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

describe('postContact (the island’s sender)', () => {
  it('posts the payload as JSON, asking for JSON', async () => {
    let seen: { type?: string; accept?: string; body: string } = { body: '' };
    const result = await answer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen = { type: req.headers['content-type'], accept: req.headers.accept, body };
        reply(200, '{"ok":true,"status":"sent","reference":"7KQ2M-X9D4P"}')(req, res);
      });
    });
    expect(result).toEqual({ status: 'sent', reference: '7KQ2M-X9D4P' });
    expect(seen.type).toBe('application/json');
    expect(seen.accept).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual(PAYLOAD);
  });

  it('reads field errors from a 422, keeping only our fields', async () => {
    const body = JSON.stringify({
      ok: false,
      status: 'invalid',
      errors: { email: 'Mal', admin: 'x', name: 42 },
    });
    expect(await answer(reply(422, body))).toEqual({ status: 'invalid', errors: { email: 'Mal' } });
  });

  it('reads a stored-but-not-yet-delivered message (202) as received, with its reference', async () => {
    const body = '{"ok":true,"status":"received","reference":"7KQ2M-X9D4P"}';
    expect(await answer(reply(202, body))).toEqual({ status: 'received', reference: '7KQ2M-X9D4P' });
  });

  it.each([
    ['a 200 without a reference', reply(200, '{"ok":true,"status":"sent"}'), { status: 'failed' }],
    ['429', reply(429, '{"ok":false,"status":"rate_limited","retryAfter":30}'), { status: 'rate_limited' }],
    ['502', reply(502, '{"ok":false,"status":"failed"}'), { status: 'failed' }],
    ['503', reply(503, '{"ok":false,"status":"failed"}'), { status: 'failed' }],
    ['a 500 HTML page', reply(500, '<html>oops</html>', 'text/html'), { status: 'failed' }],
    ['a 422 without field errors', reply(422, '{"status":"invalid","errors":{}}'), { status: 'failed' }],
    ['a 200 that is not ours', reply(200, '{"hello":"world"}'), { status: 'failed' }],
  ] as const)('treats %s as the right outcome', async (_name, handler, expected) => {
    expect(await answer(handler)).toEqual(expected);
  });

  it('treats a dropped connection as a failure', async () => {
    expect(await answer((req) => req.socket.destroy())).toEqual({ status: 'failed' });
  });
});
