import 'server-only';

import { companionSecret } from '@/lib/companion/secret';
import { log as siteLog } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { processSingleton } from '@/lib/process-singleton';

import { sendToCf7 } from './cf7';
import type { ContactConfig } from './config';
import { appendToOutbox } from './outbox';
import type { Deliver, DeliveryOutcome, QueuedMessage } from './queue/message';
import { leaseFor, openStores, type EventLog, type QueueFallback } from './queue/open';
import { keyId } from './queue/seal';
import type { MessageStore } from './queue/store';
import { contactRates, createContactLimiters, type ContactLimiters, type RedisClient } from './rate-limit';
import { refusedForLowerLimits } from './setup-check';

/** One per process: Next bundles the route handler and instrumentation.ts apart, and both need one worker. */
export type ContactQueue = {
  primary: MessageStore;
  disk: MessageStore;
  /** REDIS_URL's client (rate limits), and the queue's (the same when CONTACT_REDIS_URL is unset). */
  redis: RedisClient | null;
  queueRedis: RedisClient | null;
  /** Why new messages go to disk although a Redis was named for them (readiness says it). */
  fallback: QueueFallback;
  limiters: ContactLimiters;
  deliver: Deliver;
  /** How long a new message is held for the attempt made at once before a worker may take it. */
  holdMs: number;
  max: number;
  close(): Promise<void>;
};

type Holder = { current?: { signature: string; queue: Promise<ContactQueue> } };
const holder = () => processSingleton<Holder>('contact.queue', () => ({}));

type Attempt = { outcome: DeliveryOutcome; cause: string };

/** A metric label from a failure's detail (`http_500 …`, `timeout`, `outbox EACCES`): its first word. */
const causeOf = (detail: string) => {
  const word = detail.split(/\s/, 1)[0] ?? '';
  return /^[a-z0-9_]{1,40}$/.test(word) ? word : 'other';
};

function attemptFor(config: ContactConfig): (message: QueuedMessage) => Promise<Attempt> {
  const secret = companionSecret();
  return async (message) => {
    if (config.cf7) {
      const outcome = await sendToCf7(config.cf7, message, secret);
      if (outcome.kind !== 'invalid')
        return { outcome, cause: outcome.kind === 'sent' ? '' : causeOf(outcome.detail) };
      // A form stricter than the site's limits: kept and retried until the operator fixes the form.
      const misconfigured = await refusedForLowerLimits(config.cf7, message, outcome.fields);
      return misconfigured
        ? { outcome: { kind: 'failed', detail: misconfigured }, cause: 'form_limits' }
        : { outcome, cause: 'invalid' };
    }
    try {
      await appendToOutbox(config.outboxPath, {
        id: message.reference,
        reference: message.reference,
        receivedAt: message.receivedAt,
        lang: message.lang,
        form: message.form,
        page: message.page,
        ...message.values,
      });
      return { outcome: { kind: 'sent' }, cause: '' };
    } catch (error) {
      const detail = `outbox ${String((error as { code?: unknown }).code ?? 'write_failed')}`;
      return { outcome: { kind: 'failed', detail }, cause: 'outbox' };
    }
  };
}

/** CF7 when configured, else the outbox; every attempt, at once or by a worker, is logged and counted. */
export function deliveryFor(config: ContactConfig, logger: EventLog = siteLog): Deliver {
  const attempt = attemptFor(config);
  return async (message: QueuedMessage): Promise<DeliveryOutcome> => {
    const { outcome, cause } = await attempt(message);
    if (outcome.kind === 'sent') {
      metrics().contactDelivered.inc();
      logger.info({ event: 'contact.delivered', reference: message.reference });
    } else if (outcome.kind === 'refused') {
      metrics().contactRejected.inc({ reason: cause });
      logger.warn({ event: 'contact.rejected', reference: message.reference, cause, detail: outcome.detail });
    } else {
      metrics().contactDeliveryFailures.inc({ cause });
      logger.warn({
        event: 'contact.delivery_failed',
        reference: message.reference,
        cause,
        detail: outcome.detail.slice(0, 300),
      });
    }
    return outcome;
  };
}

async function openQueue(config: ContactConfig, logger: EventLog): Promise<ContactQueue> {
  const deliver = deliveryFor(config, logger);
  const { disk, primary, redis, queueRedis, fallback, stores, close } = await openStores(config, logger);
  for (const store of stores) store.start(deliver);
  return {
    primary,
    disk,
    redis,
    queueRedis,
    fallback,
    limiters: createContactLimiters(
      redis,
      contactRates(config.newPerMinute),
      config.queueKeys?.current ?? companionSecret(),
    ),
    deliver,
    holdMs: leaseFor(config),
    max: config.queueMax,
    close,
  };
}

const signatureOf = (config: ContactConfig) =>
  JSON.stringify([
    config.cf7,
    config.outboxPath,
    config.queuePath,
    config.queueMax,
    config.newPerMinute,
    config.redisUrl,
    config.queueRedisUrl,
    config.queueKeys && [config.queueKeys.current, ...config.queueKeys.previous].map(keyId),
    config.retry,
  ]);

export function contactQueue(config: ContactConfig, logger: EventLog = siteLog): Promise<ContactQueue> {
  const held = holder();
  const signature = signatureOf(config);
  const current = held.current;
  if (current?.signature === signature) return current.queue;
  // Another configuration in the same process (tests): the old queue is closed first.
  const previous = current?.queue;
  const queue = (async () => {
    await (await previous?.catch(() => null))?.close();
    return openQueue(config, logger);
  })();
  held.current = { signature, queue };
  return queue;
}

export async function closeContactQueue(): Promise<void> {
  const held = holder();
  const current = held.current;
  delete held.current;
  await (await current?.queue.catch(() => null))?.close();
}
