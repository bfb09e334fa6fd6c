import { randomBytes } from 'node:crypto';

import { memoryClaims, type Claims } from '@/lib/claims';
import { CLOCK_SKEW_SECONDS, signedHeaders, signWebhook, MAX_BODY_BYTES } from '@/lib/companion/contract';
import { handleWebhook, type Revalidator } from './handle';
import type { Republish } from './republish';
import { log } from '@/lib/observability/log';

const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_790_000_000_000;

let expired: string[][];
let warmed: string[][];
let deliveries: Claims;
let republishes: number;
let busy: boolean;
const REPORT = { pages: 27, regenerated: 27, seconds: 4.2, late: [] };
const republish: Republish = async () => {
  if (busy) return 'busy';
  republishes += 1;
  return REPORT;
};
const revalidator: Revalidator = {
  expire: (tags) => void expired.push(tags),
  warm: (paths) => void warmed.push(paths),
};
beforeEach(() => {
  expired = [];
  warmed = [];
  deliveries = memoryClaims({ now: () => NOW });
  republishes = 0;
  busy = false;
  jest.spyOn(log, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const newId = () => randomBytes(16).toString('hex');
const body = (post: Record<string, unknown> = {}, event = 'saved', deliveryId = newId()) =>
  JSON.stringify({
    version: 2,
    deliveryId,
    event,
    post: { id: 249, type: 'post', status: 'publish', categories: [16], ...post },
    sentAt: '2026-09-21T12:00:00Z',
  });

const request = (text: string, headers: Record<string, string> = signedHeaders(SECRET, text, NOW)) =>
  new Request('http://127.0.0.1/api/revalidate', { method: 'POST', headers, body: text });

const send = (req: Request, secret: string | null = SECRET, now = NOW) =>
  handleWebhook(req, { secret, revalidator, deliveries, republish, now });

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

describe('a delivery already done (replays)', () => {
  it('answers the very same bytes again 200 "already done", and does no work', async () => {
    const text = body();
    const headers = signedHeaders(SECRET, text, NOW);
    expect((await send(request(text, headers))).status).toBe(200);
    const replay = await send(request(text, headers), SECRET, NOW + 60_000);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({
      ok: true,
      status: 'already_done',
      deliveryId: JSON.parse(text).deliveryId,
    });
    expect(expired).toHaveLength(1);
    expect(warmed).toHaveLength(1);
  });

  it('takes a WP-Cron retry of a delivery that arrived as a repeat (same id, later timestamp)', async () => {
    const id = newId();
    await send(request(body({}, 'saved', id)));
    const retry = body({}, 'saved', id).replace('12:00:00Z', '12:01:00Z');
    const response = await send(
      request(retry, signedHeaders(SECRET, retry, NOW + 60_000)),
      SECRET,
      NOW + 60_000,
    );
    expect(await response.json()).toMatchObject({ status: 'already_done' });
    expect(expired).toHaveLength(1);
  });

  it('acts on another delivery of the same change (another id)', async () => {
    await send(request(body()));
    expect((await (await send(request(body()))).json()).revalidated).toEqual(['wp:category:16']);
    expect(expired).toHaveLength(2);
  });

  it('records an id only once its delivery is valid: a refused one does not block the real one', async () => {
    const id = newId();
    const broken = body({ categories: ['16'] }, 'saved', id);
    expect((await send(request(broken))).status).toBe(400);
    const forged = body({}, 'saved', id);
    expect((await send(request(forged, signedHeaders(`${SECRET}-not-it`, forged, NOW)))).status).toBe(401);
    expect((await (await send(request(body({}, 'saved', id)))).json()).revalidated).toEqual([
      'wp:category:16',
    ]);
  });

  it('forgets the id when the work fails, so the plugin’s retry is acted on', async () => {
    const text = body();
    let failures = 1;
    const failing: Revalidator = {
      expire: (tags) => {
        if (failures-- > 0) throw new Error('cache unavailable');
        expired.push(tags);
      },
      warm: () => undefined,
    };
    await expect(
      handleWebhook(request(text), { secret: SECRET, revalidator: failing, deliveries, republish, now: NOW }),
    ).rejects.toThrow('cache unavailable');
    const retry = await handleWebhook(request(text), {
      secret: SECRET,
      revalidator: failing,
      deliveries,
      republish,
      now: NOW,
    });
    expect(await retry.json()).toMatchObject({ ok: true, revalidated: ['wp:category:16'] });
  });

  it('shares what it has done with another instance through the same store', async () => {
    const text = body();
    await send(request(text));
    const other = await handleWebhook(request(text), {
      secret: SECRET,
      revalidator,
      deliveries,
      republish,
      now: NOW,
    });
    expect(await other.json()).toMatchObject({ status: 'already_done' });
  });
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

  it(`a timestamp more than ${CLOCK_SKEW_SECONDS} s ahead of the clock (401)`, async () => {
    const text = body();
    const ahead = NOW + (CLOCK_SKEW_SECONDS + 5) * 1000;
    const response = await send(request(text, signedHeaders(SECRET, text, ahead)));
    expect(await response.json()).toMatchObject({ status: 'timestamp_expired' });
  });

  it('a delivery of an older plugin (contract version 1): 400 naming both versions', async () => {
    const text = JSON.stringify({
      version: 1,
      event: 'saved',
      post: { id: 249, type: 'post', status: 'publish', categories: [16] },
      sentAt: '2026-09-21T12:00:00Z',
    });
    const response = await send(request(text));
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.status).toBe('unsupported_version');
    expect(json.errors.join(' ')).toMatch(/contract version 1 is not accepted: this site takes version 2/);
  });

  it('a signed body that is not JSON (400)', async () => {
    const response = await send(request('{"version":2,'));
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

describe('"republish the whole site"', () => {
  const everything = (deliveryId = newId()) =>
    JSON.stringify({ version: 2, deliveryId, event: 'republish_all', sentAt: '2026-09-21T12:00:00Z' });

  it('regenerates every page and answers with the report; no tag of a post', async () => {
    const response = await send(request(everything()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 'republished', ...REPORT });
    expect(republishes).toBe(1);
    expect(expired).toEqual([]);
  });

  it('a replay is already done, and does nothing', async () => {
    const text = everything();
    const headers = signedHeaders(SECRET, text, NOW);
    await send(request(text, headers));
    expect(await (await send(request(text, headers))).json()).toMatchObject({ status: 'already_done' });
    expect(republishes).toBe(1);
  });

  it('a forged one is refused (401) and does nothing', async () => {
    const text = everything();
    const response = await send(request(text, signedHeaders(`${SECRET}-not-it`, text, NOW)));
    expect(response.status).toBe(401);
    expect(republishes).toBe(0);
  });

  it('while another runs: 429 with Retry-After, and the same delivery is taken once the site is free', async () => {
    const text = everything();
    const headers = signedHeaders(SECRET, text, NOW);
    busy = true;
    const refused = await send(request(text, headers));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ ok: false, status: 'republish_busy' });
    busy = false;
    expect((await send(request(text, headers))).status).toBe(200);
    expect(republishes).toBe(1);
  });

  it('with a post, or anything else beside its fields: 400', async () => {
    const text = JSON.stringify({ ...JSON.parse(everything()), post: JSON.parse(body()).post });
    const response = await send(request(text));
    expect(response.status).toBe(400);
    expect(republishes).toBe(0);
  });
});
