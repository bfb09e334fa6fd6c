import { readFileSync } from 'node:fs';
import path from 'node:path';

import { memoryClaims } from '@/lib/claims';
import { signedHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/companion/contract';
import type { RateVerdict } from '@/lib/http/rate-limit';

import { handlePing, PING_RATE, pingLimit } from './ping';

/**
 * The site's side of the Site Health ping, and the plugin's signed samples
 * (wordpress/plaza-revalidate/tests/ping-samples.json, written by its PHP tests).
 */
const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_795_303_695_000;
const CONTACT = { formId: 7, limits: { 'your-name': 200, 'your-message': 5000 } };
const samples = JSON.parse(
  readFileSync(path.join(__dirname, '../../wordpress/plaza-revalidate/tests/ping-samples.json'), 'utf8'),
) as { secret: string; timestamp: string; signature: string; body: string }[];

let previewAsked: number;
let allowed: RateVerdict;
const options = () => ({
  secret: SECRET,
  limit: async () => allowed,
  pings: memoryClaims({ now: () => NOW }),
  contact: CONTACT,
  previewAccount: async () => {
    previewAsked++;
    return 'ok' as const;
  },
  now: NOW,
});
beforeEach(() => {
  previewAsked = 0;
  allowed = { ok: true };
});

const ping = (body: string, headers: Record<string, string>) =>
  new Request('http://127.0.0.1/api/revalidate/ping', { method: 'POST', headers, body });
const fromSample = (sample: (typeof samples)[number]) =>
  ping(sample.body, {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: sample.timestamp,
    [SIGNATURE_HEADER]: sample.signature,
  });

it("accepts the plugin's signed pings and answers what it compares", async () => {
  const handled = options();
  const [plain, withPreview] = samples;
  const first = await handlePing(fromSample(plain!), handled);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ ok: true, status: 'ok', version: 1, contact: CONTACT });
  expect(previewAsked).toBe(0);
  const second = await handlePing(fromSample(withPreview!), handled);
  expect(await second.json()).toMatchObject({ status: 'ok', preview: 'ok' });
  expect(previewAsked).toBe(1);
});

it('accepts each ping once: a replay learns nothing', async () => {
  const handled = options();
  await handlePing(fromSample(samples[1]!), handled);
  const replay = await handlePing(fromSample(samples[1]!), handled);
  expect(replay.status).toBe(409);
  expect(await replay.json()).toEqual({ ok: false, status: 'already_done' });
  expect(previewAsked).toBe(1);
});

it('tells a stranger only that the signature is missing or wrong', async () => {
  const body = samples[0]!.body;
  const unsigned = await handlePing(ping(body, { 'content-type': 'application/json' }), options());
  expect([unsigned.status, await unsigned.json()]).toEqual([401, { ok: false, status: 'signature_missing' }]);
  const wrong = await handlePing(
    ping(body, signedHeaders('another-secret-0123456789abcdef0123', body, NOW, 'ping')),
    options(),
  );
  expect([wrong.status, await wrong.json()]).toEqual([401, { ok: false, status: 'signature_invalid' }]);
});

it('never takes a webhook signature for a ping', async () => {
  const body = samples[0]!.body;
  const response = await handlePing(ping(body, signedHeaders(SECRET, body, NOW, 'webhook')), options());
  expect(response.status).toBe(401);
});

it('refuses an old ping by its time', async () => {
  const response = await handlePing(fromSample(samples[0]!), { ...options(), now: NOW + 6 * 60_000 });
  expect(await response.json()).toEqual({ ok: false, status: 'timestamp_expired' });
});

it('is off (404) without a secret, and limits a caller before checking anything', async () => {
  expect((await handlePing(fromSample(samples[0]!), { ...options(), secret: null })).status).toBe(404);
  allowed = { ok: false, retryAfterSeconds: 42 };
  const limited = await handlePing(fromSample(samples[0]!), options());
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('42');
  expect(await limited.json()).toEqual({ ok: false, status: 'rate_limited' });
});

it('refuses a signed body that is not a ping', async () => {
  const body = JSON.stringify({ version: 1, pingId: 'x', preview: false });
  const response = await handlePing(ping(body, signedHeaders(SECRET, body, NOW, 'ping')), options());
  expect(response.status).toBe(400);
});

it(`allows one address ${PING_RATE.points} pings a minute, another its own`, async () => {
  const verdicts = [];
  for (let i = 0; i <= PING_RATE.points; i++) verdicts.push((await pingLimit('192.0.2.1')).ok);
  expect(verdicts.filter(Boolean)).toHaveLength(PING_RATE.points);
  expect(verdicts.at(-1)).toBe(false);
  expect((await pingLimit('192.0.2.2')).ok).toBe(true);
});
