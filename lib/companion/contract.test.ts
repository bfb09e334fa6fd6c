import {
  acceptedForMs,
  claimedVersion,
  CLOCK_SKEW_SECONDS,
  MAX_AGE_SECONDS,
  PREVIEW_TOKEN_PURPOSE,
  PREVIEW_TOKEN_SECONDS,
  signedHeaders,
  signPreviewToken,
  signToken,
  signWebhook,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyPreviewToken,
  verifyWebhook,
  WEBHOOK_EVENTS,
  webhookSchema,
} from './contract';

const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_790_000_000_000;
const DELIVERY_ID = '0123456789abcdef0123456789abcdef';
const payload = (overrides: Record<string, unknown> = {}, post: Record<string, unknown> = {}) => ({
  version: 2,
  deliveryId: DELIVERY_ID,
  event: 'saved',
  post: { id: 249, type: 'post', status: 'publish', categories: [16], ...post },
  sentAt: '2026-09-21T12:00:00Z',
  ...overrides,
});

describe('signature', () => {
  it('is the HMAC-SHA256 of "webhook.<timestamp>.<body>", as openssl computes it', () => {
    // printf '%s' 'webhook.1790000000.{"version":1}' | openssl dgst -sha256 -hmac 'plaza-test-secret-0123456789abcdef'
    expect(signWebhook(SECRET, '1790000000', '{"version":1}')).toBe(
      'sha256=f20a4dd7b56cb781991b9e37d588baae051469f2d73f884b7083ab612e7bb4ab',
    );
  });

  it('made for one purpose, verifies for no other (a sections request is no webhook delivery)', () => {
    const timestamp = String(NOW / 1000);
    const text = 'GET /api/preview/sections';
    const sections = signWebhook(SECRET, timestamp, text, 'sections');
    expect(verifyWebhook(SECRET, { timestamp, signature: sections }, text, NOW, 'sections')).toBe('ok');
    expect(verifyWebhook(SECRET, { timestamp, signature: sections }, text, NOW)).toBe('mismatch');
    const webhook = signWebhook(SECRET, timestamp, text);
    expect(verifyWebhook(SECRET, { timestamp, signature: webhook }, text, NOW, 'sections')).toBe('mismatch');
  });

  it('accepts what signedHeaders produced', () => {
    const body = JSON.stringify(payload());
    const headers = signedHeaders(SECRET, body, NOW);
    expect(headers[TIMESTAMP_HEADER]).toBe('1790000000');
    const check = verifyWebhook(
      SECRET,
      { timestamp: headers[TIMESTAMP_HEADER]!, signature: headers[SIGNATURE_HEADER]! },
      body,
      NOW,
    );
    expect(check).toBe('ok');
  });

  it('refuses a missing header, a malformed one, another key, a changed body or timestamp', () => {
    const body = JSON.stringify(payload());
    const timestamp = '1790000000';
    const signature = signWebhook(SECRET, timestamp, body);
    expect(verifyWebhook(SECRET, { timestamp, signature: null }, body, NOW)).toBe('missing');
    expect(verifyWebhook(SECRET, { timestamp: null, signature }, body, NOW)).toBe('missing');
    expect(verifyWebhook(SECRET, { timestamp, signature: signature.slice(7) }, body, NOW)).toBe('malformed');
    expect(verifyWebhook(SECRET, { timestamp, signature: `${signature}00` }, body, NOW)).toBe('malformed');
    expect(verifyWebhook(SECRET, { timestamp: '1.79e9', signature }, body, NOW)).toBe('malformed');
    expect(verifyWebhook(`${SECRET}x`, { timestamp, signature }, body, NOW)).toBe('mismatch');
    expect(verifyWebhook(SECRET, { timestamp, signature }, body.replace('249', '248'), NOW)).toBe('mismatch');
    const other = String(Number(timestamp) + 1);
    expect(verifyWebhook(SECRET, { timestamp: other, signature }, body, NOW)).toBe('mismatch');
  });

  it('refuses deliveries older than five minutes, or ahead of the clock by more than the skew', () => {
    const body = '{}';
    const at = (secondsAgo: number) => {
      const timestamp = String(NOW / 1000 - secondsAgo);
      return verifyWebhook(SECRET, { timestamp, signature: signWebhook(SECRET, timestamp, body) }, body, NOW);
    };
    expect(CLOCK_SKEW_SECONDS).toBeLessThan(MAX_AGE_SECONDS);
    expect(at(MAX_AGE_SECONDS)).toBe('ok');
    expect(at(MAX_AGE_SECONDS + 1)).toBe('expired');
    expect(at(-CLOCK_SKEW_SECONDS)).toBe('ok');
    expect(at(-CLOCK_SKEW_SECONDS - 1)).toBe('expired');
    expect(at(-MAX_AGE_SECONDS)).toBe('expired');
  });

  it('a delivery id is remembered for as long as its timestamp is accepted, and a second more', () => {
    const timestamp = String(NOW / 1000);
    expect(acceptedForMs(timestamp, NOW)).toBe((MAX_AGE_SECONDS + 1) * 1000);
    expect(acceptedForMs(String(NOW / 1000 + CLOCK_SKEW_SECONDS), NOW)).toBe(
      (MAX_AGE_SECONDS + CLOCK_SKEW_SECONDS + 1) * 1000,
    );
    expect(acceptedForMs(String(NOW / 1000 - MAX_AGE_SECONDS), NOW)).toBe(1000);
  });
});

describe('payload schema', () => {
  it.each(WEBHOOK_EVENTS)('accepts the %s event', (event) => {
    expect(webhookSchema.isValidSync(payload({ event }))).toBe(true);
  });

  it('accepts an attachment with its parent, and a post without categories', () => {
    expect(
      webhookSchema.isValidSync(
        payload({ event: 'media_changed' }, { type: 'attachment', parent: 163, categories: [] }),
      ),
    ).toBe(true);
  });

  it.each([
    ['version 1 (no delivery id)', { ...payload({ version: 1 }), deliveryId: undefined }],
    ['another version', payload({ version: 3 })],
    ['no delivery id', payload({ deliveryId: undefined })],
    ['a short delivery id', payload({ deliveryId: 'abc123' })],
    ['an upper-case delivery id', payload({ deliveryId: DELIVERY_ID.toUpperCase() })],
    ['a numeric delivery id', payload({ deliveryId: 12345 })],
    ['an unknown event', payload({ event: 'updated' })],
    ['an unknown top-level key', payload({ extra: true })],
    ['an unknown post key', payload({}, { title: 'x' })],
    ['a string id', payload({}, { id: '249' })],
    ['a category given as text', payload({}, { categories: ['16'] })],
    ['a negative category', payload({}, { categories: [-1] })],
    ['a fractional parent', payload({}, { parent: 1.5 })],
    ['no categories', payload({}, { categories: undefined })],
    ['a sentAt that is no date', payload({ sentAt: 'yesterday' })],
    ['an array', [payload()]],
    ['null', null],
  ])('refuses %s', (_name, body) => {
    expect(webhookSchema.isValidSync(body)).toBe(false);
  });
});

describe('claimedVersion', () => {
  it('reads the version of any object, before the schema', () => {
    expect(claimedVersion({ version: 1, event: 'saved' })).toBe(1);
    expect(claimedVersion(payload())).toBe(2);
  });

  it('is null when there is no numeric version to name', () => {
    expect(claimedVersion({ version: '1' })).toBeNull();
    expect(claimedVersion({})).toBeNull();
    expect(claimedVersion([1])).toBeNull();
    expect(claimedVersion(null)).toBeNull();
    expect(claimedVersion('{"version":1}')).toBeNull();
  });
});

describe('preview token', () => {
  const claims = { post: 249, user: 2, exp: NOW / 1000 + 600 };

  it('round-trips the post, the user and the expiry', () => {
    expect(verifyPreviewToken(SECRET, signPreviewToken(SECRET, claims), NOW)).toEqual({ ok: true, claims });
  });

  it('is refused when missing, malformed, signed with another key or for another purpose', () => {
    const token = signPreviewToken(SECRET, claims);
    expect(verifyPreviewToken(SECRET, null, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(SECRET, 'not-a-token', NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(SECRET, `${token}.x`, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(`${SECRET}x`, token, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(
      verifyPreviewToken(SECRET, signToken(SECRET, 'preview-session', { v: 1, ...claims }), NOW),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    // Another post, with the first token's signature.
    const [, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ v: 1, ...claims, post: 250 })).toString('base64url');
    expect(verifyPreviewToken(SECRET, `${other}.${mac}`, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('takes the nonce of plugin 3.3.1+, which makes each link its own, and reads the same claims', () => {
    const signed = (n: unknown) => signToken(SECRET, PREVIEW_TOKEN_PURPOSE, { v: 1, ...claims, n });
    expect(verifyPreviewToken(SECRET, signed('0123456789abcdef'), NOW)).toEqual({ ok: true, claims });
    expect(signed('0123456789abcdef')).not.toBe(signed('0123456789abcdee'));
    for (const n of ['0123456789abcde', '0123456789abcdef0', '0123456789ABCDEF', 16])
      expect(verifyPreviewToken(SECRET, signed(n), NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is refused, signed, when its claims are not the contract’s', () => {
    const signed = (body: Record<string, unknown>) => signToken(SECRET, PREVIEW_TOKEN_PURPOSE, body);
    for (const body of [
      { v: 2, ...claims },
      { v: 1, ...claims, post: '249' },
      { v: 1, ...claims, user: 0 },
      { v: 1, post: 249, exp: claims.exp },
      { v: 1, ...claims, admin: true },
    ]) {
      expect(verifyPreviewToken(SECRET, signed(body), NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('expires at exp, and is refused when it claims to live longer than ten minutes (plus the clock skew)', () => {
    const at = (exp: number) => verifyPreviewToken(SECRET, signPreviewToken(SECRET, { ...claims, exp }), NOW);
    expect(at(NOW / 1000)).toMatchObject({ ok: false, reason: 'expired', claims: { post: 249, user: 2 } });
    expect(at(NOW / 1000 + 1).ok).toBe(true);
    expect(at(NOW / 1000 + PREVIEW_TOKEN_SECONDS + CLOCK_SKEW_SECONDS).ok).toBe(true);
    expect(at(NOW / 1000 + PREVIEW_TOKEN_SECONDS + CLOCK_SKEW_SECONDS + 1)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });
});
