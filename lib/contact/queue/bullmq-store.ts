import 'server-only';

import { Job, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';

import type { RedisClient } from '../rate-limit';
import {
  backoffDelay,
  REMEMBER_DELIVERED_MS,
  type Backoff,
  type Deliver,
  type QueueEntry,
  type QueuedMessage,
} from './message';
import { bullmqBacklog } from './bullmq-backlog';
import { rejectedRecords } from './redis-rejected';
import type { Sealer } from './seal';
import type { Known, MessageStore } from './store';

/** What `contact:queue` lists, in clear (nothing personal), and the message sealed (older jobs: in clear). */
type JobData = Pick<QueuedMessage, 'reference' | 'receivedAt' | 'form' | 'lang' | 'digest'> & {
  sealed?: string;
  token?: string;
  inlineAttempts?: number;
  lastError?: string;
};

const QUEUE_NAME = 'plaza-contact';
const deliveredKey = (reference: string) => `plaza:contact:delivered:${reference}`;
const PROBE_KEY = 'plaza:contact:probe';
/** Effectively "until Contact Form 7 takes it": the operator sees and retries anything stuck. */
const ATTEMPTS = 1_000_000;
const JOB_OPTIONS = {
  attempts: ATTEMPTS,
  backoff: { type: 'plaza' },
  removeOnComplete: true,
  removeOnFail: false,
} as const;
const WAITING = ['waiting', 'delayed', 'active', 'failed', 'prioritized'] as const;
// No version check as a connection starts, whose failure BullMQ keeps for good (docs/architecture.md,
// "Only the BullMQ worker's connection keeps node-redis's offline queue").
const STARTS_WITHOUT_COMMANDS = { skipVersionCheck: true } as const;

export type BullmqStoreOptions = {
  redis: RedisClient;
  sealer: Sealer;
  backoff: Backoff;
  leaseMs: number;
  log?: Pick<Logger, 'error'>;
};

/** One queue for all instances, a lock per message, the job id the reference (kept 30 days once sent). */
export function createBullmqStore({
  redis,
  sealer,
  backoff,
  leaseMs,
  log = siteLog,
}: BullmqStoreOptions): MessageStore {
  // BullMQ does not close connections it was given and re-emits their errors: each is ours to close.
  const connections: RedisClient[] = [];
  const connection = (options: { waitWhileAway?: boolean } = {}) => {
    // The worker's commands wait for Redis however long it is away (the decision cited above).
    const client = options.waitWhileAway
      ? redis.duplicate({ disableOfflineQueue: false, commandOptions: { timeout: 0 } })
      : redis.duplicate();
    client.on('error', () => undefined); // BullMQ reports them through its own 'error' events
    connections.push(client);
    return client;
  };
  const queue = new Queue<JobData>(QUEUE_NAME, { connection: connection(), ...STARTS_WITHOUT_COMMANDS });
  // Without a listener an 'error' event would end the process; open.ts logs the outage once.
  queue.on('error', () => undefined);
  const backlog = bullmqBacklog(redis, queue.toKey(''));
  let worker: Worker<JobData> | undefined;
  const job = (reference: string) => Job.fromId<JobData>(queue, reference);
  // The delivered key holds the message's digest ('1' from before digests: no digest known).
  const remember = (client: RedisClient, reference: string, digest: string | undefined) =>
    client.set(deliveredKey(reference), digest ?? '1', {
      expiration: { type: 'PX', value: REMEMBER_DELIVERED_MS },
    });
  const messageOf = (data: JobData): QueuedMessage =>
    data.sealed
      ? sealer.open<QueuedMessage>(data.reference, data.sealed)
      : (data as unknown as QueuedMessage);
  const rejections = rejectedRecords<JobData>(redis);
  const known = async (reference: string): Promise<Known | null> => {
    const delivered = await redis.get(deliveredKey(reference));
    if (delivered) return { state: 'delivered', digest: delivered === '1' ? null : delivered };
    const rejected = await rejections.get(reference);
    if (rejected) return { state: 'rejected', digest: rejected.data.digest ?? null };
    const found = await job(reference);
    return found ? { state: 'pending', digest: found.data.digest ?? null } : null;
  };

  return {
    kind: 'redis',
    async accept(message, holdMs) {
      const before = await known(message.reference);
      if (before) return { created: false, ...before };
      // Two instances may race past the check: the token tells each whether its job was the one stored.
      const token = crypto.randomUUID();
      const { reference, receivedAt, form, lang, digest } = message;
      const sealed = sealer.seal(reference, message);
      await queue.add(
        'message',
        { reference, receivedAt, form, lang, digest, sealed, token },
        {
          ...JOB_OPTIONS,
          jobId: message.reference,
          // The receipt: the hold counts from it, and the backlog dates the oldest by it.
          timestamp: Date.parse(message.receivedAt) || Date.now(),
          delay: holdMs,
        },
      );
      const stored = await job(message.reference);
      return {
        created: stored?.data.token === token,
        state: 'pending',
        digest: stored?.data.digest ?? null,
      };
    },
    state: known,
    async delivered(reference) {
      const found = await job(reference);
      await remember(redis, reference, found?.data.digest);
      // A worker that took it meanwhile holds its lock: it then finds the delivered key and stops.
      await found?.remove().catch(() => undefined);
    },
    async discard(reference) {
      await (await job(reference))?.remove().catch(() => undefined);
    },
    async failed(reference, detail) {
      const found = await job(reference);
      if (!found) return;
      const inlineAttempts = (found.data.inlineAttempts ?? 0) + 1;
      await found.updateData({ ...found.data, inlineAttempts, lastError: detail.slice(0, 200) });
      await found.changeDelay(backoffDelay(backoff, inlineAttempts)).catch(() => undefined);
    },
    async rejected(reference, detail) {
      const found = await job(reference);
      if (!found) return;
      await rejections.keep(found.data, detail, (found.data.inlineAttempts ?? 0) + 1);
      await found.remove().catch(() => undefined);
    },
    start(deliver: Deliver) {
      if (worker) return;
      // In order with BullMQ's commands: a delivery made while Redis is away is recorded before any retake.
      const waiting = connection({ waitWhileAway: true });
      worker = new Worker<JobData>(
        QUEUE_NAME,
        async (current) => {
          if (await waiting.exists(deliveredKey(current.data.reference))) return 'already delivered';
          let message: QueuedMessage;
          try {
            message = messageOf(current.data);
          } catch (error) {
            // Sealed under a key this instance lacks: it waits, retried, until the key is given back.
            log.error({
              event: 'contact.queue.unreadable',
              reference: current.data.reference,
              error: String(error),
            });
            throw error;
          }
          const outcome = await deliver(message);
          if (outcome.kind === 'sent') {
            await remember(waiting, message.reference, message.digest);
            return 'sent';
          }
          // Out of the retry loop: the job completes (and is removed) once its record is kept.
          if (outcome.kind === 'refused') {
            const attempts = current.attemptsMade + 1 + (current.data.inlineAttempts ?? 0);
            await rejections.keep(current.data, outcome.detail, attempts);
            return 'rejected';
          }
          throw new Error(outcome.detail);
        },
        {
          connection: waiting,
          ...STARTS_WITHOUT_COMMANDS,
          concurrency: 2,
          lockDuration: leaseMs,
          settings: {
            backoffStrategy: (attemptsMade, _type, _error, current) =>
              backoffDelay(
                backoff,
                attemptsMade + ((current?.data as JobData | undefined)?.inlineAttempts ?? 0),
              ),
          },
        },
      );
      worker.on('error', (error) =>
        log.error({ event: 'contact.queue.worker_error', store: 'redis', error: error.message }),
      );
    },
    async list(): Promise<QueueEntry[]> {
      const jobs = ((await queue.getJobs([...WAITING])) as Job<JobData>[])
        .filter((entry): entry is Job<JobData> => !!entry)
        .map((entry) => ({
          reference: entry.data.reference,
          receivedAt: entry.data.receivedAt,
          form: entry.data.form,
          lang: entry.data.lang,
          attempts: entry.attemptsMade + (entry.data.inlineAttempts ?? 0),
          lastError: entry.failedReason || (entry.data.lastError ?? null),
          nextAttemptAt: entry.delay
            ? new Date((entry.processedOn ?? entry.timestamp) + entry.delay).toISOString()
            : null,
          store: 'redis' as const,
          state: 'pending' as const,
        }));
      const rejected = (await rejections.all()).map(({ data, reason, attempts }) => ({
        reference: data.reference,
        receivedAt: data.receivedAt,
        form: data.form,
        lang: data.lang,
        attempts,
        lastError: reason,
        nextAttemptAt: null,
        store: 'redis' as const,
        state: 'rejected' as const,
      }));
      return [...jobs, ...rejected].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
    backlog,
    async depth() {
      return queue.getJobCountByTypes(...WAITING);
    },
    async probeWrite() {
      await redis.set(PROBE_KEY, String(Date.now()), { expiration: { type: 'PX', value: 60_000 } });
    },
    async retryNow() {
      let count = 0;
      for (const entry of (await queue.getJobs(['delayed'])) as Job<JobData>[]) {
        if (
          await entry.promote().then(
            () => true,
            () => false,
          )
        )
          count += 1;
      }
      for (const entry of (await queue.getJobs(['failed'])) as Job<JobData>[]) {
        if (
          await entry.retry().then(
            () => true,
            () => false,
          )
        )
          count += 1;
      }
      return count;
    },
    async retry(reference) {
      const found = await job(reference);
      if (found) {
        const state = await found.getState();
        // The job may leave that state between the read and the move (its delay runs out, the worker takes
        // it): BullMQ then refuses the move ("not in the delayed state"), and the message is on its way.
        const move =
          state === 'delayed' ? () => found.promote() : state === 'failed' ? () => found.retry() : null;
        await move?.().catch(async (error: unknown) => {
          if ((await found.getState()) === state) throw error;
        });
        return true;
      }
      const record = await rejections.get(reference);
      if (!record) return false;
      await queue.add('message', record.data, { ...JOB_OPTIONS, jobId: reference, delay: 0 });
      await rejections.forget(reference);
      return true;
    },
    async drop(reference) {
      const found = await job(reference);
      const removed = found ? await found.remove().then(() => true) : false;
      return (await rejections.forget(reference)) || removed;
    },
    async close() {
      await worker?.close();
      await queue.close();
      await Promise.all(connections.map((client) => client.quit().catch(() => client.destroy())));
    },
  };
}
