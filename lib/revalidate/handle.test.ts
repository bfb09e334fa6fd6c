import { signedHeaders, signWebhook, MAX_BODY_BYTES } from './contract';
import { handleWebhook, type Revalidator } from './handle';

const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_790_000_000_000;

let expired: string[][];
let warmed: string[][];
const revalidator: Revalidator = {
  expire: (tags) => void expired.push(tags),
  warm: (paths) => void warmed.push(paths),
};
beforeEach(() => {
  expired = [];
  warmed = [];
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const body = (post: Record<string, unknown> = {}, event = 'saved') =>
  JSON.stringify({
    version: 1,
    event,
    post: { id: 249, type: 'post', status: 'publish', categories: [16], ...post },
    sentAt: '2026-09-21T12:00:00Z',
  });

const request = (text: string, headers: Record<string, string> = signedHeaders(SECRET, text, NOW)) =>
  new Request('http://127.0.0.1/api/revalidate', { method: 'POST', headers, body: text });

const send = (req: Request, secret: string | null = SECRET) =>
  handleWebhook(req, { secret, revalidator, now: NOW });

it('refreshes the tags of the post’s categories and warms their pages', async () => {
  const response = await send(request(body({ categories: [16, 23] })));
  expect(response.status).toBe(200);
  const json = await response.json();
  expect(json.revalidated).toEqual(['wp:category:16', 'wp:category:23']);
  expect(json.pages).toEqual(expect.arrayContaining(['/es/directorio', '/en/directory', '/en']));
  expect(expired).toEqual([['wp:category:16', 'wp:category:23']]);
  expect(warmed).toEqual([json.pages]);
});

it('answers 200 and refreshes nothing for categories the site does not read', async () => {
  const response = await send(request(body({ categories: [999] }, 'trashed')));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ revalidated: [], pages: [] });
  expect(expired).toEqual([]);
  expect(warmed).toEqual([]);
});

it('is off (404) without a secret', async () => {
  const response = await send(request(body()), null);
  expect(response.status).toBe(404);
  expect(expired).toEqual([]);
});

describe('refuses, and refreshes nothing', () => {
  afterEach(() => {
    expect(expired).toEqual([]);
    expect(warmed).toEqual([]);
  });

  it('an unsigned delivery (401)', async () => {
    const response = await send(request(body(), { 'content-type': 'application/json' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'signature_missing' });
  });

  it('a delivery signed with another secret (401)', async () => {
    const text = body();
    const response = await send(
      request(text, signedHeaders('another-secret-of-thirty-two-chars!!', text, NOW)),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'signature_invalid' });
  });

  it('a body changed after signing (401)', async () => {
    const headers = signedHeaders(SECRET, body(), NOW);
    const response = await send(request(body({ categories: [17] }), headers));
    expect(response.status).toBe(401);
  });

  it('a replay ten minutes old (401)', async () => {
    const text = body();
    const response = await send(request(text, signedHeaders(SECRET, text, NOW - 10 * 60_000)));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'timestamp_expired' });
  });

  it('a signed body that is not JSON (400)', async () => {
    const response = await send(request('{"version":1,'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 'invalid_payload',
      errors: ['the body is not JSON'],
    });
  });

  it('a signed body that breaks the schema (400), saying which field', async () => {
    const response = await send(request(body({ categories: ['16'] })));
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.status).toBe('invalid_payload');
    expect(json.errors.join(' ')).toMatch(/categories/);
  });

  it('a body over 16 KB, declared (413)', async () => {
    const text = body({ type: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await send(request(text));
    expect(response.status).toBe(413);
  });

  it('a body over 16 KB, streamed without a length (413)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const timestamp = String(NOW / 1000);
    const req = new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { 'x-plaza-timestamp': timestamp, 'x-plaza-signature': signWebhook(SECRET, timestamp, 'x') },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await send(req);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(8);
  });
});
