import 'server-only';

import { contactConfig } from '@/lib/contact/config';
import { contactQueue, type ContactQueue } from '@/lib/contact/pipeline';
import { checkStuck, promptly, queueBacklog, queueWritable } from '@/lib/contact/queue-health';
import type { QueueFallback } from '@/lib/contact/queue/open';
import { serverEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton';

export type Checks = {
  wordpress: 'ok' | 'snapshot' | 'unreachable';
  queue: 'ok' | 'stuck' | 'unwritable';
  redis: 'ok' | 'down' | 'off';
  /** Set when new messages go to the disk queue although a Redis was named for them. */
  queueStore?: `disk (${NonNullable<QueueFallback>})`;
};
export type Readiness = { status: 'ready' | 'degraded' | 'unready'; checks: Checks };

const WORDPRESS_EVERY_MS = 10_000;
/** Whatever the probe rate, the stores are read about once a second. */
export const READINESS_FRESH_MS = 1_500;
const WORDPRESS_TIMEOUT_MS = 2_000;

/** WordPress asked at most every 10 s; the last answer is given while the next is fetched. */
function wordpressReachability(base: string) {
  let last: { at: number; reachable: boolean } | null = null;
  let asking: Promise<boolean> | null = null;
  const ask = async () => {
    try {
      const response = await fetch(`${base}/wp-json/`, {
        method: 'HEAD',
        cache: 'no-store',
        signal: AbortSignal.timeout(WORDPRESS_TIMEOUT_MS),
      });
      return response.status < 500;
    } catch {
      return false;
    }
  };
  return async (now = Date.now()): Promise<boolean> => {
    if (last && now - last.at < WORDPRESS_EVERY_MS) return last.reachable;
    asking ??= ask().then((reachable) => {
      last = { at: Date.now(), reachable };
      asking = null;
      return reachable;
    });
    return last ? last.reachable : asking;
  };
}

const reachabilities = () =>
  processSingleton('health.wordpress', () => new Map<string, ReturnType<typeof wordpressReachability>>());

async function wordpressCheck(): Promise<Checks['wordpress']> {
  const base = serverEnv().wordpressUrl;
  if (!base) return 'snapshot';
  const known = reachabilities();
  if (!known.has(base)) known.set(base, wordpressReachability(base));
  return (await known.get(base)!()) ? 'ok' : 'unreachable';
}

async function redisCheck(queue: ContactQueue | null): Promise<Checks['redis']> {
  const { redisUrl, queueRedisUrl } = contactConfig();
  if (!redisUrl && !queueRedisUrl) return 'off';
  const wanted = [redisUrl ? queue?.redis : undefined, queueRedisUrl ? queue?.queueRedis : undefined];
  const answers = await Promise.all(
    [...new Set(wanted)].map((client) =>
      client === undefined
        ? true
        : client?.isReady
          ? promptly(client.ping()).then(
              () => true,
              () => false,
            )
          : false,
    ),
  );
  return answers.every(Boolean) ? 'ok' : 'down';
}

async function queueCheck(queue: ContactQueue | null, now: number): Promise<Checks['queue']> {
  if (!queue || !(await queueWritable(queue, now))) return 'unwritable';
  return checkStuck(await queueBacklog(queue)) ? 'stuck' : 'ok';
}

async function check(opened: Promise<ContactQueue>, now: number): Promise<Readiness> {
  const queue = await opened.catch(() => null);
  const [wordpress, queueState, redis] = await Promise.all([
    wordpressCheck(),
    queueCheck(queue, now),
    redisCheck(queue),
  ]);
  const checks: Checks = {
    wordpress,
    queue: queueState,
    redis,
    ...(queue?.fallback ? { queueStore: `disk (${queue.fallback})` as const } : {}),
  };
  const status =
    queueState === 'unwritable'
      ? 'unready'
      : wordpress === 'unreachable' || redis === 'down' || queueState === 'stuck'
        ? 'degraded'
        : 'ready';
  return { status, checks };
}

/** The last answer per queue: a new configuration opens a new queue, which asks again. */
const answers = () =>
  processSingleton(
    'health.readiness',
    () => new WeakMap<Promise<ContactQueue>, { at: number; answer: Promise<Readiness> }>(),
  );

/** GET /api/health/ready: 503 only when the queue cannot be written (a message would be lost). */
export async function readiness(now = Date.now()): Promise<Readiness> {
  const opened = contactQueue(contactConfig());
  const known = answers();
  const last = known.get(opened);
  if (last && now - last.at >= 0 && now - last.at < READINESS_FRESH_MS) return last.answer;
  const answer = check(opened, now);
  known.set(opened, { at: now, answer });
  return answer;
}
