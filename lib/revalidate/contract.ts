import { createHmac, timingSafeEqual } from 'node:crypto';

import * as yup from 'yup';

/**
 * The one contract between the WordPress companion plugin (wordpress/plaza-revalidate/) and
 * POST /api/revalidate. The plugin's PHP mirrors these names and rules, and its tests emit payloads that
 * this module's test validates (wordpress/plaza-revalidate/tests/payloads.json), so the two cannot drift.
 *
 * Signature: `x-plaza-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with
 * REVALIDATE_SECRET>` and `x-plaza-timestamp: <unix seconds>`. Signing the timestamp with the body lets
 * the receiver refuse deliveries older than MAX_AGE_SECONDS without trusting anything unsigned; the body's
 * `deliveryId` (signed with it) lets it refuse a replay inside that window (handle.ts, delivery-ids.ts).
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

const hmac = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The value of SIGNATURE_HEADER for a body sent at `timestamp` (unix seconds, as a string). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${hmac(secret, timestamp, body)}`;
}

/** Headers for a signed delivery: what the plugin sends, and what tests and tools use. */
export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
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
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'missing';
  if (!/^[0-9]{1,12}$/.test(timestamp)) return 'malformed';
  const match = /^sha256=([0-9a-f]{64})$/.exec(signature.trim());
  if (!match?.[1]) return 'malformed';
  const age = now / 1000 - Number(timestamp);
  if (age > MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return 'expired';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
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
