import { readCapped } from '@/lib/http/read-capped';
import { noStoreJson } from '@/lib/http/reply';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  type SignedPurpose,
} from '@/lib/companion/contract';

const UNAUTHORIZED = {
  missing: 'signature_missing',
  malformed: 'signature_invalid',
  mismatch: 'signature_invalid',
  expired: 'timestamp_expired',
} as const;

/** The body, verified before anything parses it (an unsigned caller costs one HMAC), or a 400, 413 or 401. */
export async function readSignedBody(
  request: Request,
  {
    secret,
    maxBytes,
    now,
    purpose,
  }: { secret: string; maxBytes: number; now: number; purpose: SignedPurpose },
): Promise<{ body: string; timestamp: string | null } | { refused: Response }> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(request, maxBytes);
  } catch {
    return { refused: noStoreJson({ ok: false, status: 'unreadable_body' }, { status: 400 }) };
  }
  if (!bytes) return { refused: noStoreJson({ ok: false, status: 'payload_too_large' }, { status: 413 }) };
  const body = Buffer.from(bytes).toString('utf8');
  const timestamp = request.headers.get(TIMESTAMP_HEADER);
  const check = verifyWebhook(
    secret,
    { timestamp, signature: request.headers.get(SIGNATURE_HEADER) },
    body,
    now,
    purpose,
  );
  if (check !== 'ok')
    return { refused: noStoreJson({ ok: false, status: UNAUTHORIZED[check] }, { status: 401 }) };
  return { body, timestamp };
}
