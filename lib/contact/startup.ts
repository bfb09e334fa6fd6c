import 'server-only';

import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { DEFAULT_SETTINGS, siteSettings } from '@/lib/site';

import { checkContactForm, placeholderProblems, type ContactProblem } from './check';
import type { ContactConfig } from './config';
import { contactQueue } from './queue';
import { checkStuck, oldestAgeSeconds, queueBacklog } from './queue/health';

/** Every check of the contact set-up: the CF7 form (when configured) and the plaza's contact details. */
export async function contactProblems(config: ContactConfig): Promise<ContactProblem[]> {
  return [...(await checkContactForm(config)), ...placeholderProblems(siteSettings(), DEFAULT_SETTINGS)];
}

const STUCK_CHECK_EVERY_MS = 60_000;

/**
 * At server start (instrumentation.ts), in the background: opens the queue (its worker delivers what an
 * earlier run left), says how many messages wait, points the queue gauges at it, checks once a minute
 * whether its oldest message is stuck, and logs every problem of the set-up. Never fatal: a wrong form or
 * an unreachable WordPress only means messages wait in the queue until it is fixed.
 */
export async function startContact(
  config: ContactConfig,
  logger: Pick<Logger, 'info' | 'warn' | 'error'> = siteLog,
): Promise<void> {
  try {
    const queue = await contactQueue(config);
    metrics().readFrom({
      queueDepth: async () => (await queueBacklog(queue)).depth,
      queueOldestAge: async () => oldestAgeSeconds(await queueBacklog(queue)),
    });
    setInterval(
      () => void queueBacklog(queue).then((backlog) => checkStuck(backlog)),
      STUCK_CHECK_EVERY_MS,
    ).unref();
    const backlog = await queueBacklog(queue);
    if (backlog.depth > 0)
      logger.info({
        event: 'contact.queue.waiting',
        depth: backlog.depth,
        oldestReceivedAt: new Date(backlog.oldestReceivedAt ?? Date.now()).toISOString(),
      });
  } catch (error) {
    // Messages cannot be accepted.
    logger.error({ event: 'contact.queue.unavailable', error: String(error) });
  }
  const problems = await contactProblems(config).catch((error: unknown) => [
    { subject: 'check', problem: String(error) },
  ]);
  for (const { subject, problem } of problems)
    logger.warn({ event: 'contact.problem', part: subject, detail: `${subject}: ${problem}` });
  if (problems.length === 0 && config.cf7)
    logger.info({ event: 'contact.form_checked', formId: config.cf7.formId });
}
