import 'server-only';

import * as yup from 'yup';

import { readCapped } from '@/lib/http/read-capped';

import {
  MAX_BODY_BYTES,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  webhookSchema,
  type WebhookPayload,
} from './contract';
import { pathsForTags, tagsForChange } from './targets';

/** What a verified delivery does: expire cache tags, then regenerate the pages that read them. */
export type Revalidator = {
  expire: (tags: string[]) => void;
  /** Regenerates the pages; may expire the same tags again (a render racing the change, warm.ts). */
  warm: (paths: string[], tags: string[]) => void;
};

type Options = { secret: string | null; revalidator: Revalidator; now?: number };

const reply = (status: number, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...extra } });

const UNAUTHORIZED = {
  missing: 'signature_missing',
  malformed: 'signature_invalid',
  mismatch: 'signature_invalid',
  expired: 'timestamp_expired',
} as const;

/**
 * POST /api/revalidate, after the method. Order matters: nothing is parsed before the signature is
 * checked, so an unsigned caller learns nothing about the payload rules and costs one HMAC at most.
 */
export async function handleWebhook(
  request: Request,
  { secret, revalidator, now = Date.now() }: Options,
): Promise<Response> {
  if (!secret) return reply(404, { ok: false, status: 'not_found' });

  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(request, MAX_BODY_BYTES);
  } catch {
    return reply(400, { ok: false, status: 'unreadable_body' });
  }
  if (!bytes) return reply(413, { ok: false, status: 'payload_too_large' });
  // Signed bytes are checked as received; a body that is not UTF-8 cannot match a signature made over text.
  const body = Buffer.from(bytes).toString('utf8');

  const check = verifyWebhook(
    secret,
    { timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER) },
    body,
    now,
  );
  if (check !== 'ok') return reply(401, { ok: false, status: UNAUTHORIZED[check] });

  let payload: WebhookPayload;
  try {
    payload = webhookSchema.validateSync(JSON.parse(body), { abortEarly: false });
  } catch (error) {
    const errors = error instanceof yup.ValidationError ? error.errors : ['the body is not JSON'];
    return reply(400, { ok: false, status: 'invalid_payload', errors });
  }

  const tags = tagsForChange(payload.post);
  const paths = pathsForTags(tags);
  if (tags.length) {
    revalidator.expire(tags);
    revalidator.warm(paths, tags);
  }
  console.info(
    `[revalidate] ${payload.event} ${payload.post.type} ${payload.post.id}: ${tags.length ? tags.join(', ') : 'nothing the site reads'}`,
  );
  return reply(200, { ok: true, revalidated: tags, pages: paths });
}
