import 'server-only';

import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { DEFAULT_SETTINGS, siteSettings } from '@/lib/site';

import type { ContactConfig } from './config';
import { contactQueue } from './pipeline';
import { checkStuck, oldestAgeSeconds, queueBacklog } from './queue-health';
import { checkContactForm, placeholderProblems, type ContactProblem } from './setup-check';

export async function contactProblems(config: ContactConfig): Promise<ContactProblem[]> {
  return [...(await checkContactForm(config)), ...placeholderProblems(siteSettings(), DEFAULT_SETTINGS)];
}

const STUCK_CHECK_EVERY_MS = 60_000;

/** In the background at start: opens the queue, feeds the gauges, logs the set-up's problems; never fatal. */
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
