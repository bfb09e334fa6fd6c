import 'server-only';

import * as yup from 'yup';

import type { Claims } from '@/lib/claims';
import { noStoreJson } from '@/lib/http/reply';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { pathsForTags } from '@/lib/routes';

import {
  acceptedForMs,
  claimedVersion,
  MAX_BODY_BYTES,
  parseDelivery,
  REPUBLISH_EVENT,
  WEBHOOK_VERSION,
  type RepublishPayload,
  type WebhookPayload,
} from '@/lib/companion/contract';

import { REPUBLISH_MIN_INTERVAL_MS, type Republish } from './republish';
import { readSignedBody } from './signed-body';
import { everyTag, tagsForChange } from './targets';

export type Revalidator = {
  expire: (tags: string[]) => void;
  /** May expire the same tags again, for a render racing the change (warm.ts). */
  warm: (paths: string[], tags: string[]) => void;
};

type Options = {
  secret: string | null;
  revalidator: Revalidator;
  deliveries: Claims;
  republish: Republish;
  now?: number;
};

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  noStoreJson(body, { status, headers });

/** POST /api/revalidate; refused and failed deliveries are counted here, the others below. */
export async function handleWebhook(request: Request, options: Options): Promise<Response> {
  try {
    const response = await handleDelivery(request, options);
    if (response.status >= 400) metrics().webhookDeliveries.inc({ outcome: 'refused' });
    return response;
  } catch (error) {
    metrics().webhookDeliveries.inc({ outcome: 'failed' });
    throw error;
  }
}

/** Nothing is parsed before the signature holds, and a delivery id is recorded only once all is valid. */
async function handleDelivery(
  request: Request,
  { secret, revalidator, deliveries, republish, now = Date.now() }: Options,
): Promise<Response> {
  if (!secret) return reply(404, { ok: false, status: 'not_found' });

  const signed = await readSignedBody(request, { secret, maxBytes: MAX_BODY_BYTES, now, purpose: 'webhook' });
  if ('refused' in signed) return signed.refused;
  const { body, timestamp } = signed;

  let payload: WebhookPayload | RepublishPayload;
  try {
    const json: unknown = JSON.parse(body);
    const version = claimedVersion(json);
    if (version !== null && version !== WEBHOOK_VERSION) return unsupportedVersion(version);
    payload = parseDelivery(json);
  } catch (error) {
    const errors = error instanceof yup.ValidationError ? error.errors : ['the body is not JSON'];
    return reply(400, { ok: false, status: 'invalid_payload', errors });
  }

  const { deliveryId } = payload;
  if (!(await deliveries.claim(deliveryId, acceptedForMs(timestamp ?? '', now)))) {
    log.info({ event: 'webhook.already_done', deliveryId });
    metrics().webhookDeliveries.inc({ outcome: 'already_done' });
    return reply(200, { ok: true, status: 'already_done', deliveryId });
  }

  if (!('post' in payload)) return republishAll(deliveryId, republish, deliveries);

  const tags = tagsForChange(payload.post);
  const paths = pathsForTags(tags);
  if (tags.length) {
    try {
      revalidator.expire(tags);
      revalidator.warm(paths, tags);
    } catch (error) {
      await deliveries.release(deliveryId); // not done: the plugin's retry must be acted on
      throw error;
    }
  }
  // The real-WordPress specs (04-republish, 09-shared-cache, 11-varnish) and the hardening run read this.
  log.info({
    event: 'webhook.received',
    action: payload.event,
    type: payload.post.type,
    postId: payload.post.id,
    tags,
    deliveryId,
  });
  metrics().webhookDeliveries.inc({ outcome: 'regenerated' });
  return reply(200, { ok: true, revalidated: tags, pages: paths });
}

/** Answered after the first round (republish.ts); a 429 releases the id, since nothing was done. */
async function republishAll(deliveryId: string, republish: Republish, deliveries: Claims) {
  let report: Awaited<ReturnType<Republish>>;
  try {
    report = await republish();
  } catch (error) {
    await deliveries.release(deliveryId);
    throw error;
  }
  if (report === 'busy') {
    await deliveries.release(deliveryId);
    log.info({ event: 'webhook.republish_busy', deliveryId });
    return reply(
      429,
      { ok: false, status: 'republish_busy' },
      { 'retry-after': String(REPUBLISH_MIN_INTERVAL_MS / 1000) },
    );
  }
  // Paired with the webhook.regenerated of its second round, like a post's delivery (e2e webhooksSettled).
  log.info({
    event: 'webhook.received',
    action: REPUBLISH_EVENT,
    type: 'site',
    tags: everyTag(),
    deliveryId,
    ...report,
  });
  metrics().webhookDeliveries.inc({ outcome: 'regenerated' });
  return reply(200, { ok: true, status: 'republished', ...report });
}

/** A 4xx, so the plugin does not retry. */
function unsupportedVersion(version: number): Response {
  return reply(400, {
    ok: false,
    status: 'unsupported_version',
    errors: [
      `contract version ${version} is not accepted: this site takes version ${WEBHOOK_VERSION} (update the Plaza París revalidation plugin)`,
    ],
  });
}
