import 'server-only';

import * as yup from 'yup';

import { claimsRedisUrl, memoryClaims, redisClaims, type Claims } from '@/lib/claims';
import { consume, rateLimiter, type Rate, type RateVerdict } from '@/lib/http/rate-limit';
import { noStoreJson } from '@/lib/http/reply';
import { processSingleton } from '@/lib/process-singleton';

import {
  acceptedForMs,
  PING_VERSION,
  pingSchema,
  type PingReply,
  type PingRequest,
  type PreviewAccount,
} from '@/lib/companion/contract';

import { readSignedBody } from './signed-body';

// POST /api/revalidate/ping (docs/architecture.md, "Site Health asks the site through a ping beside the webhook").
export const PING_RATE: Rate = { points: 30, duration: 60 };
const PING_MAX_BYTES = 1024;

type Options = {
  secret: string | null;
  /** One point of the caller's allowance, taken before anything else: a flood costs a counter, not an HMAC. */
  limit: () => Promise<RateVerdict>;
  pings: Claims;
  contact: PingReply['contact'];
  previewAccount: () => Promise<PreviewAccount>;
  now?: number;
};

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  noStoreJson(body, { status, headers });

export async function handlePing(
  request: Request,
  { secret, limit, pings, contact, previewAccount, now = Date.now() }: Options,
): Promise<Response> {
  if (!secret) return reply(404, { ok: false, status: 'not_found' });
  const verdict = await limit();
  if (!verdict.ok)
    return reply(
      429,
      { ok: false, status: 'rate_limited' },
      { 'retry-after': String(verdict.retryAfterSeconds) },
    );

  const signed = await readSignedBody(request, { secret, maxBytes: PING_MAX_BYTES, now, purpose: 'ping' });
  if ('refused' in signed) return signed.refused;
  const { body, timestamp } = signed;

  let ping: PingRequest;
  try {
    ping = pingSchema.validateSync(JSON.parse(body), { abortEarly: false });
  } catch (error) {
    const errors = error instanceof yup.ValidationError ? error.errors : ['the body is not JSON'];
    return reply(400, { ok: false, status: 'invalid_payload', errors });
  }
  // A captured ping sent again learns nothing new, and costs no request to WordPress.
  if (!(await pings.claim(ping.pingId, acceptedForMs(timestamp ?? '', now))))
    return reply(409, { ok: false, status: 'already_done' });

  const answer: PingReply = { ok: true, status: 'ok', version: PING_VERSION, contact };
  if (ping.preview) answer.preview = await previewAccount();
  return reply(200, answer);
}

/** This server's ping allowance per client address (in its memory: a ping is a few a minute at most). */
export function pingLimit(address: string | null): Promise<RateVerdict> {
  const limiter = processSingleton('ping.limiter', () => rateLimiter(null, PING_RATE, 'plaza:ping'));
  return consume(limiter, address ?? 'unknown');
}

export function pingIds(): Claims {
  return processSingleton('pingIds', () => {
    const url = claimsRedisUrl();
    return url ? redisClaims(url, 'plaza:ping:') : memoryClaims();
  });
}
