import { createHmac, timingSafeEqual } from 'node:crypto';

import * as yup from 'yup';

/**
 * The one contract between the WordPress companion plugin (wordpress/plaza-revalidate/) and
 * POST /api/revalidate. The plugin's PHP mirrors these names and rules, and its tests emit payloads that
 * this module's test validates (wordpress/plaza-revalidate/tests/payloads.json), so the two cannot drift.
 *
 * Signature: `x-plaza-signature: sha256=<hex HMAC-SHA256 of "webhook.<timestamp>.<raw body>" keyed with
 * REVALIDATE_SECRET>` and `x-plaza-timestamp: <unix seconds>`. Signing the timestamp with the body lets
 * the receiver refuse deliveries older than MAX_AGE_SECONDS without trusting anything unsigned; the body's
 * `deliveryId` (signed with it) lets it refuse a replay inside that window (handle.ts, delivery-ids.ts).
 * Every text the secret signs starts with its purpose (SignedPurpose, the preview tokens' purposes, the
 * contact header's), so a signature made for one use never verifies for another.
 *
 * Version 2 added `deliveryId`. A version 1 delivery (a plugin older than 2.0.0) is refused with
 * 400 `unsupported_version`, which names both versions (docs/editors.md: why not accepted).
 */
export const WEBHOOK_VERSION = 2;
export const SIGNATURE_HEADER = 'x-plaza-signature';
export const TIMESTAMP_HEADER = 'x-plaza-timestamp';
/** A signed request older than this is a replay, or a delivery that took too long, or a clock to fix. */
export const MAX_AGE_SECONDS = 5 * 60;
/**
 * How far ahead of the site's clock WordPress's may be. Both should follow NTP (milliseconds apart); a
 * minute covers a clock that drifts between syncs, and a timestamp further ahead is a clock to fix.
 */
export const CLOCK_SKEW_SECONDS = 60;
export const MAX_BODY_BYTES = 16 * 1024;
/** 128 random bits in hex: the plugin draws one per change and sends it with every attempt. */
export const DELIVERY_ID_PATTERN = /^[0-9a-f]{32}$/;

export const WEBHOOK_EVENTS = [
  'saved',
  'published',
  'unpublished',
  'trashed',
  'deleted',
  'media_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const id = yup.number().strict().integer().positive();

/**
 * `categories` holds every category the post is in **or was in before the change** (the plugin sends
 * both), so a post moved from one category to another refreshes both; `parent` is the post an
 * attachment belongs to (media events).
 */
export const webhookSchema = yup
  .object({
    version: yup.number().strict().oneOf([WEBHOOK_VERSION], 'version must be ${values}').required(),
    deliveryId: yup
      .string()
      .strict()
      .matches(DELIVERY_ID_PATTERN, 'deliveryId must be 32 lowercase hexadecimal digits')
      .required(),
    event: yup.string().strict().oneOf(WEBHOOK_EVENTS).required(),
    post: yup
      .object({
        id: id.required(),
        type: yup.string().strict().max(64).required(),
        status: yup.string().strict().max(64).required(),
        categories: yup.array(id.required()).strict().max(500).required(),
        parent: id.optional(),
      })
      .noUnknown()
      .strict()
      .required(),
    sentAt: yup
      .string()
      .strict()
      .test(
        'iso-date',
        'sentAt must be an ISO 8601 date',
        (value) => !!value && !Number.isNaN(Date.parse(value)),
      )
      .required(),
  })
  .noUnknown()
  .strict();

export type WebhookPayload = yup.InferType<typeof webhookSchema>;

/** What a timestamped signature is for: a webhook delivery, or WordPress asking for the section map. */
export type SignedPurpose = 'webhook' | 'sections';

const hmac = (secret: string, purpose: SignedPurpose, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}.${timestamp}.${body}`).digest('hex');

/** The value of SIGNATURE_HEADER for a body sent at `timestamp` (unix seconds, as a string). */
export function signWebhook(
  secret: string,
  timestamp: string,
  body: string,
  purpose: SignedPurpose = 'webhook',
): string {
  return `sha256=${hmac(secret, purpose, timestamp, body)}`;
}

/** Headers for a signed delivery: what the plugin sends, and what tests and tools use. */
export function signedHeaders(
  secret: string,
  body: string,
  now = Date.now(),
  purpose: SignedPurpose = 'webhook',
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body, purpose),
  };
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'expired' | 'mismatch';

/**
 * Checks a delivery's signature and age. The digest comparison is constant-time (timingSafeEqual on
 * equal-length buffers); the format checks before it only look at the header's shape, never the secret.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  now = Date.now(),
  purpose: SignedPurpose = 'webhook',
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'missing';
  if (!/^[0-9]{1,12}$/.test(timestamp)) return 'malformed';
  const match = /^sha256=([0-9a-f]{64})$/.exec(signature.trim());
  if (!match?.[1]) return 'malformed';
  const age = now / 1000 - Number(timestamp);
  if (age > MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return 'expired';
  const expected = Buffer.from(hmac(secret, purpose, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex')) ? 'ok' : 'mismatch';
}

/**
 * How long the receiver must remember a delivery's id: as long as its signed timestamp is accepted (a
 * replay of the very same bytes is refused by age after that), at least a second.
 */
export function acceptedForMs(timestamp: string, now = Date.now()): number {
  return Math.max(1000, (Number(timestamp) + MAX_AGE_SECONDS) * 1000 - now + 1000);
}

/**
 * The version a signed body claims, read before the schema so an old plugin gets a reply that names it.
 * Null when the body is not an object with a numeric version (the schema then says what is wrong).
 */
export function claimedVersion(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('version' in body)) return null;
  return typeof body.version === 'number' ? body.version : null;
}

/*
 * Preview (docs/editors.md, "Editors: preview"): the plugin replaces WordPress's preview link of a plaza
 * post with `${site}/api/preview?token=<token>`, and WordPress's plaza page asks the site for its section map
 * with a signed GET. Both are signed with the same secret as the webhook; the PHP twin is the plugin's
 * includes/class-plaza-revalidate-contract.php, and its tests write signed samples
 * (wordpress/plaza-revalidate/tests/preview-samples.json) that lib/preview/plugin-samples.test.ts checks.
 */
export const PREVIEW_TOKEN_VERSION = 1;
export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_TOKEN_PARAM = 'token';
export const SECTIONS_PATH = '/api/preview/sections';
/** A preview link lives at most ten minutes (the plugin gives exactly this; the site refuses longer). */
export const PREVIEW_TOKEN_SECONDS = 10 * 60;
/** What the HMAC of a preview token covers before its payload: a token is never a webhook signature. */
export const PREVIEW_TOKEN_PURPOSE = 'preview';

export type PreviewClaims = { post: number; user: number; exp: number };
/** An expired token's claims are genuine (the signature held): the site may name the post it was for. */
export type TokenCheck<T> =
  | { ok: true; claims: T }
  | { ok: false; reason: 'malformed' | 'mismatch' }
  | { ok: false; reason: 'expired'; claims: T };

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const tokenHmac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('hex');

/**
 * A signed token: `<base64url of the claims' JSON>.<hex HMAC-SHA256 of "<purpose>.<that base64url>">`. The
 * purpose keeps a token made for one use (a preview link, the site's own preview session) from passing for
 * another.
 */
export function signToken(secret: string, purpose: string, claims: Record<string, unknown>): string {
  const payload = base64url(JSON.stringify(claims));
  return `${payload}.${tokenHmac(secret, purpose, payload)}`;
}

/**
 * Reads a signed token: the signature is checked (constant-time) before the payload is even decoded, then the
 * claims against `schema`. `expired`: past its `exp`, or claiming to live longer than `maxSeconds` (plus the
 * clock skew we allow), which no honest signer does.
 */
export function readToken<T extends { exp: number }>(
  secret: string,
  purpose: string,
  token: string | null,
  schema: yup.Schema<T>,
  { maxSeconds, now = Date.now() }: { maxSeconds: number; now?: number },
): TokenCheck<T> {
  const match = /^([A-Za-z0-9_-]{1,1024})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(tokenHmac(secret, purpose, match[1]), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex'))) return { ok: false, reason: 'mismatch' };
  let claims: T;
  try {
    claims = schema.validateSync(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')), {
      strict: true,
    });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const seconds = now / 1000;
  if (claims.exp <= seconds || claims.exp > seconds + maxSeconds + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

const previewClaimsSchema: yup.Schema<PreviewClaims & { v: number }> = yup
  .object({
    v: yup.number().strict().oneOf([PREVIEW_TOKEN_VERSION]).required(),
    post: id.required(),
    user: id.required(),
    exp: yup.number().strict().integer().required(),
  })
  .noUnknown()
  .strict();

/** The token of a preview link (what the plugin's preview_token() makes), for tests and tools. */
export function signPreviewToken(secret: string, claims: PreviewClaims): string {
  return signToken(secret, PREVIEW_TOKEN_PURPOSE, { v: PREVIEW_TOKEN_VERSION, ...claims });
}

export function verifyPreviewToken(
  secret: string,
  token: string | null,
  now = Date.now(),
): TokenCheck<PreviewClaims> {
  const check = readToken(secret, PREVIEW_TOKEN_PURPOSE, token, previewClaimsSchema, {
    maxSeconds: PREVIEW_TOKEN_SECONDS,
    now,
  });
  if (check.ok || check.reason === 'expired') {
    const { post, user, exp } = check.claims;
    return check.ok
      ? { ok: true, claims: { post, user, exp } }
      : { ok: false, reason: 'expired', claims: { post, user, exp } };
  }
  return check;
}

/**
 * A signed GET (WordPress asking the site for its section map): the webhook's headers, with
 * "<METHOD> <path>" in place of the body and `sections` as the purpose, so the signature covers what is
 * asked and when, and never passes for a webhook delivery.
 */
export const signedRequestText = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
