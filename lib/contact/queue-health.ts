import 'server-only';

import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';
import { processSingleton } from '@/lib/process-singleton';

import type { ContactQueue } from './pipeline';
import type { Backlog, MessageStore } from './queue/store';

/** A message waiting longer than this means delivery is stuck (CF7 down or refusing): readiness degrades. */
export const STUCK_AFTER_MS = 15 * 60_000;
const STUCK_LOG_EVERY_MS = 60_000;
const STUCK_LOGGED = Symbol.for('plaza.contact.stuckLoggedAt');

const STORE_TIMEOUT_MS = 1_000;
/** The queue's Redis fsyncs every write, and each Varnish probes every 2 s: a probe write stands 10 s. */
export const PROBE_EVERY_MS = 10_000;
const probedAt = () => processSingleton('contact.probedAt', () => new WeakMap<MessageStore, number>());

const storesOf = (queue: ContactQueue): MessageStore[] => [...new Set([queue.primary, queue.disk])];

/** A store's answer within a second, or its failure: Redis going away must not hang a probe. */
export function promptly<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), STORE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The waiting messages of every store of the queue; a store that cannot be read (Redis down) is skipped. */
export async function queueBacklog(queue: ContactQueue): Promise<Backlog> {
  const backlogs = await Promise.all(
    storesOf(queue).map((store) => promptly(store.backlog()).catch(() => null)),
  );
  const read = backlogs.filter((backlog): backlog is Backlog => backlog !== null);
  const oldest = read.map((backlog) => backlog.oldestReceivedAt).filter((at): at is number => at !== null);
  return {
    depth: read.reduce((sum, backlog) => sum + backlog.depth, 0),
    oldestReceivedAt: oldest.length ? Math.min(...oldest) : null,
  };
}

export const oldestAgeSeconds = (backlog: Backlog, now = Date.now()) =>
  backlog.oldestReceivedAt === null ? 0 : Math.max(0, (now - backlog.oldestReceivedAt) / 1000);

/** A real write where new messages go, or else to the disk store; a recent success is taken at its word. */
export async function queueWritable(queue: ContactQueue, now = Date.now()): Promise<boolean> {
  const written = probedAt();
  for (const store of storesOf(queue)) {
    const last = written.get(store);
    if (last !== undefined && now - last >= 0 && now - last < PROBE_EVERY_MS) return true;
    try {
      await promptly(store.probeWrite());
      written.set(store, now);
      return true;
    } catch {
      written.delete(store); // the next store takes the messages then
    }
  }
  return false;
}

/** Logs `contact.queue.stuck` at most once a minute while the oldest message waits past STUCK_AFTER_MS. */
export function checkStuck(backlog: Backlog, now = Date.now(), logger: Pick<Logger, 'warn'> = siteLog) {
  const age = oldestAgeSeconds(backlog, now);
  const stuck = age * 1000 > STUCK_AFTER_MS;
  const state = globalThis as { [STUCK_LOGGED]?: number };
  if (stuck && now - (state[STUCK_LOGGED] ?? -Infinity) >= STUCK_LOG_EVERY_MS) {
    state[STUCK_LOGGED] = now;
    logger.warn({
      event: 'contact.queue.stuck',
      depth: backlog.depth,
      oldestAgeSeconds: Math.round(age),
    });
  }
  return stuck;
}
