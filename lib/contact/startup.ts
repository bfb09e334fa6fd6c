import 'server-only';

import { DEFAULT_SETTINGS, siteSettings } from '@/lib/site';

import { checkContactForm, describeProblem, placeholderProblems, type ContactProblem } from './check';
import type { ContactConfig } from './config';
import { contactQueue } from './queue';

/** Every check of the contact set-up: the CF7 form (when configured) and the plaza's contact details. */
export async function contactProblems(config: ContactConfig): Promise<ContactProblem[]> {
  return [...(await checkContactForm(config)), ...placeholderProblems(siteSettings(), DEFAULT_SETTINGS)];
}

/**
 * At server start (instrumentation.ts), in the background: opens the queue (its worker delivers what an
 * earlier run left), says how many messages wait, and logs every problem of the set-up. Never fatal:
 * a wrong form or an unreachable WordPress only means messages wait in the queue until it is fixed.
 */
export async function startContact(
  config: ContactConfig,
  log = console.info,
  warn = console.error,
): Promise<void> {
  try {
    const queue = await contactQueue(config);
    const waiting = (
      await Promise.all([...new Set([queue.primary, queue.disk])].map((store) => store.list()))
    ).flat();
    if (waiting.length > 0)
      log(
        `[contact] ${waiting.length} message(s) wait in the queue, oldest received ${waiting[0]!.receivedAt}: delivering`,
      );
  } catch (error) {
    warn(`[contact] problem: the queue cannot be opened (${String(error)}): messages cannot be accepted`);
  }
  const problems = await contactProblems(config).catch((error: unknown) => [
    { subject: 'check', problem: String(error) },
  ]);
  for (const problem of problems) warn(describeProblem(problem));
  if (problems.length === 0 && config.cf7)
    log(`[contact] Contact Form 7 form ${config.cf7.formId} checked: its fields and limits match the site's`);
}
