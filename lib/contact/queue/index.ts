import 'server-only';

import { processSingleton } from '@/lib/process-singleton';
import { revalidateSecret } from '@/lib/companion/secret';

import { sendToCf7 } from '../cf7';
import { refusedForLowerLimits } from '../check';
import type { ContactConfig } from '../config';
import { appendToOutbox } from '../outbox';
import { createContactLimiters, type ContactLimiters, type RedisClient } from '../rate-limit';
import type { Deliver, DeliveryOutcome, QueuedMessage } from './message';
import { leaseFor, openStores } from './open';
import type { MessageStore } from './store';

/**
 * The contact queue of this process: the disk store always (the default, and where a message goes when
 * Redis cannot take it), the Redis store too when REDIS_URL is set. One per process (processSingleton): Next bundles the
 * route handler and instrumentation.ts separately, and both must use one queue and one worker.
 */
export type ContactQueue = {
  /** Where new messages go: Redis when configured, else disk. */
  primary: MessageStore;
  disk: MessageStore;
  redis: RedisClient | null;
  /** The rate limits, counted where the queue is (Redis or this process). */
  limiters: ContactLimiters;
  deliver: Deliver;
  /** How long a new message is held for the attempt made at once before a worker may take it. */
  holdMs: number;
  /** CONTACT_QUEUE_MAX: how many messages a store may hold waiting. */
  max: number;
  close(): Promise<void>;
};

type Holder = { current?: { signature: string; queue: Promise<ContactQueue> } };
const holder = () => processSingleton<Holder>('contact.queue', () => ({}));

/** One attempt at the destination: Contact Form 7 when configured, the local outbox otherwise. */
export function deliveryFor(config: ContactConfig): Deliver {
  const secret = revalidateSecret();
  return async (message: QueuedMessage): Promise<DeliveryOutcome> => {
    if (config.cf7) {
      const outcome = await sendToCf7(config.cf7, message, secret);
      if (outcome.kind !== 'invalid') return outcome;
      // A form stricter than the site's limits: kept and retried until the operator fixes the form.
      const misconfigured = await refusedForLowerLimits(config.cf7, message, outcome.fields);
      return misconfigured ? { kind: 'failed', detail: misconfigured } : outcome;
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
      return { kind: 'sent' };
    } catch (error) {
      return {
        kind: 'failed',
        detail: `outbox ${String((error as { code?: unknown }).code ?? 'write_failed')}`,
      };
    }
  };
}

async function openQueue(config: ContactConfig, log: (line: string) => void): Promise<ContactQueue> {
  const deliver = deliveryFor(config);
  const { disk, primary, redis, stores, close } = await openStores(config, log);
  for (const store of stores) store.start(deliver);
  return {
    primary,
    disk,
    redis,
    limiters: createContactLimiters(redis),
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
    config.redisUrl,
    config.retry,
  ]);

/** The process's queue, opened (and its workers started) on first use. */
export function contactQueue(
  config: ContactConfig,
  log: (line: string) => void = console.error,
): Promise<ContactQueue> {
  const held = holder();
  const signature = signatureOf(config);
  const current = held.current;
  if (current?.signature === signature) return current.queue;
  // Another configuration in the same process (tests): the old queue is closed first.
  const previous = current?.queue;
  const queue = (async () => {
    await (await previous?.catch(() => null))?.close();
    return openQueue(config, log);
  })();
  held.current = { signature, queue };
  return queue;
}

/** Closes the process's queue (tests, and the operator commands when done). */
export async function closeContactQueue(): Promise<void> {
  const held = holder();
  const current = held.current;
  delete held.current;
  await (await current?.queue.catch(() => null))?.close();
}
