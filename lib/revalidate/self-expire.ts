import 'server-only';

import { randomBytes } from 'node:crypto';

import { readCapped } from '@/lib/http/read-capped';
import { noStoreJson } from '@/lib/http/reply';
import { safeEqual } from '@/lib/http/safe-equal';
import { log } from '@/lib/observability/log';
import { processSingleton } from '@/lib/process-singleton';
import { isCacheTag } from '@/lib/wordpress/tags';

// WORKAROUND(next@16.4): revalidateTag inside after() applies only once all after() work is done, so round 2
// expires through this process's own route (docs/deployment.md, "The tags, and the purge"); delete it once fixed.
export const EXPIRE_HEADER = 'x-plaza-expire';
export const EXPIRE_PATH = '/api/revalidate/expire';
const MAX_BODY_BYTES = 4096;
/** Tags one expiry request may carry; more go in several (nextRepublisher). */
export const MAX_TAGS = 32;
const REQUEST_TIMEOUT_MS = 10_000;

/** Per process (its two routes are bundled apart); it leaves the process only in the loopback request. */
const processToken = () => processSingleton('revalidate.expire-token', () => randomBytes(32).toString('hex'));

const reply = (status: number, body: Record<string, unknown>) => noStoreJson(body, { status });

const sameToken = (given: string) => safeEqual(given, processToken());

function parseTags(text: string): string[] | null {
  try {
    const json: unknown = JSON.parse(text);
    const tags = (json as { tags?: unknown } | null)?.tags;
    if (!Array.isArray(tags) || !tags.length || tags.length > MAX_TAGS) return null;
    return tags.every((tag): tag is string => typeof tag === 'string' && isCacheTag(tag)) ? tags : null;
  } catch {
    return null;
  }
}

export async function handleExpiry(request: Request, expire: (tags: string[]) => void): Promise<Response> {
  if (!sameToken(request.headers.get(EXPIRE_HEADER) ?? ''))
    return reply(403, { ok: false, status: 'forbidden' });
  const bytes = await readCapped(request, MAX_BODY_BYTES).catch(() => null);
  const tags = bytes && parseTags(Buffer.from(bytes).toString('utf8'));
  if (!tags) return reply(400, { ok: false, status: 'invalid_payload' });
  expire(tags);
  return reply(200, { ok: true, expired: tags });
}

/** Resolves once the route has answered, so the tags are stale for every later request; never throws. */
export async function expireThroughRoute(origin: string, tags: string[]): Promise<void> {
  try {
    const response = await fetch(new URL(EXPIRE_PATH, origin), {
      method: 'POST',
      cache: 'no-store',
      headers: { [EXPIRE_HEADER]: processToken(), 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
  } catch (error) {
    log.warn({
      event: 'webhook.expire_failed',
      tags,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
