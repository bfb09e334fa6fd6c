import { createHmac } from 'node:crypto';

import * as yup from 'yup';

import { safeEqual } from '@/lib/http/safe-equal';

/** Mirrored by the plugin's PHP (docs/architecture.md, "The companion's contract"); version 1 gets 400. */
export const WEBHOOK_VERSION = 2;
export const SIGNATURE_HEADER = 'x-plaza-signature';
export const TIMESTAMP_HEADER = 'x-plaza-timestamp';
/** A signed request older than this is a replay, or a delivery that took too long, or a clock to fix. */
export const MAX_AGE_SECONDS = 5 * 60;
/** How far ahead WordPress's clock may be: NTP drift between syncs; further is a clock to fix. */
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

const versionField = yup.number().strict().oneOf([WEBHOOK_VERSION], 'version must be ${values}').required();
const deliveryIdField = yup
  .string()
  .strict()
  .matches(DELIVERY_ID_PATTERN, 'deliveryId must be 32 lowercase hexadecimal digits')
  .required();
const sentAtField = yup
  .string()
  .strict()
  .test('iso-date', 'sentAt must be an ISO 8601 date', (value) => !!value && !Number.isNaN(Date.parse(value)))
  .required();

/** `categories` includes those the post left, so a move refreshes both; `parent` is an attachment's post. */
export const webhookSchema = yup
  .object({
    version: versionField,
    deliveryId: deliveryIdField,
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
    sentAt: sentAtField,
  })
  .noUnknown()
  .strict();

export type WebhookPayload = yup.InferType<typeof webhookSchema>;

/** "Republish the whole site": no post, every page (lib/revalidate/republish.ts); an older site answers 400. */
export const REPUBLISH_EVENT = 'republish_all';

export const republishSchema = yup
  .object({
    version: versionField,
    deliveryId: deliveryIdField,
    event: yup.string().strict().oneOf([REPUBLISH_EVENT]).required(),
    sentAt: sentAtField,
  })
  .noUnknown()
  .strict();

export type RepublishPayload = yup.InferType<typeof republishSchema>;

export type RepublishReport = { pages: number; regenerated: number; seconds: number; late: string[] };

/** A signed body's payload: "everything" by its event, a post's change otherwise. Throws yup's errors. */
export function parseDelivery(json: unknown): WebhookPayload | RepublishPayload {
  const event = typeof json === 'object' && json !== null && 'event' in json ? json.event : null;
  return event === REPUBLISH_EVENT
    ? republishSchema.validateSync(json, { abortEarly: false })
    : webhookSchema.validateSync(json, { abortEarly: false });
}

/** A webhook delivery, WordPress asking for the section map, or its Site Health ping. */
export type SignedPurpose = 'webhook' | 'sections' | 'ping';

const hmac = (secret: string, purpose: SignedPurpose, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}.${timestamp}.${body}`).digest('hex');

export function signWebhook(
  secret: string,
  timestamp: string,
  body: string,
  purpose: SignedPurpose = 'webhook',
): string {
  return `sha256=${hmac(secret, purpose, timestamp, body)}`;
}

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

/** A delivery's signature and age; the digest comparison is constant-time. */
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
  return safeEqual(Buffer.from(match[1], 'hex'), expected) ? 'ok' : 'mismatch';
}

/** How long a delivery id must be remembered: while its timestamp is accepted, at least a second. */
export function acceptedForMs(timestamp: string, now = Date.now()): number {
  return Math.max(1000, (Number(timestamp) + MAX_AGE_SECONDS) * 1000 - now + 1000);
}

/** Read before the schema, so an old plugin gets a reply naming its version; null when there is none. */
export function claimedVersion(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('version' in body)) return null;
  return typeof body.version === 'number' ? body.version : null;
}

// Preview links and the section map, signed with the same secret; PHP twin: class-plaza-revalidate-contract.php.
export const PREVIEW_TOKEN_VERSION = 1;
export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_TOKEN_PARAM = 'token';
export const SECTIONS_PATH = '/api/preview/sections';
/** A preview link lives at most ten minutes (the plugin gives exactly this; the site refuses longer). */
export const PREVIEW_TOKEN_SECONDS = 10 * 60;
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

/** `<base64url of the claims' JSON>.<hex HMAC-SHA256 of "<purpose>.<that base64url>">`. */
export function signToken(secret: string, purpose: string, claims: Record<string, unknown>): string {
  const payload = base64url(JSON.stringify(claims));
  return `${payload}.${tokenHmac(secret, purpose, payload)}`;
}

/** Checks the signature before decoding; `expired` also covers an `exp` beyond `maxSeconds` plus skew. */
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
  if (!safeEqual(Buffer.from(match[2], 'hex'), expected)) return { ok: false, reason: 'mismatch' };
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

const previewClaimsSchema: yup.Schema<PreviewClaims & { v: number; n?: string }> = yup
  .object({
    v: yup.number().strict().oneOf([PREVIEW_TOKEN_VERSION]).required(),
    post: id.required(),
    user: id.required(),
    exp: yup.number().strict().integer().required(),
    // Plugin 3.3.1+: a random nonce, so that two links to one post in one second differ (each is spent once).
    n: yup
      .string()
      .strict()
      .matches(/^[0-9a-f]{16}$/),
  })
  .noUnknown()
  .strict();

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

export const signedRequestText = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

// Site Health pings the webhook's address + PING_SUFFIX, signed as purpose `ping`, each id accepted once.
export const PING_SUFFIX = '/ping';
export const PING_VERSION = 1;

export const pingSchema = yup
  .object({
    version: yup.number().strict().oneOf([PING_VERSION], 'version must be ${values}').required(),
    pingId: yup
      .string()
      .strict()
      .matches(DELIVERY_ID_PATTERN, 'pingId must be 32 lowercase hexadecimal digits')
      .required(),
    /** Whether the site should also try its preview account against WordPress (one request back). */
    preview: yup.boolean().strict().required(),
  })
  .noUnknown()
  .strict();

export type PingRequest = yup.InferType<typeof pingSchema>;

/** How the site's preview account fares against WordPress: the Site Health preview test's input. */
export type PreviewAccount = 'ok' | 'not_configured' | 'rejected' | 'not_editor' | 'unreachable';

/** Nothing secret: only what the plugin compares. */
export type PingReply = {
  ok: true;
  status: 'ok';
  version: number;
  /** The site's Contact Form 7 form (CF7_FORM_ID; null: messages go to its outbox) and its field limits. */
  contact: { formId: number | null; limits: Record<string, number> };
  preview?: PreviewAccount;
};
