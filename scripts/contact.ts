/**
 * The contact pipeline's operator commands (docs/contact.md). Same configuration as the site (the
 * environment, or .env.local when run through npm): the same queue file or Redis, the same CF7 form.
 *
 *   npm run check:contact       checks the CF7 form (no redirect, exists, fields and limits) and the plaza's
 *                               contact details; exit 1 with one line per problem
 *   npm run contact:queue       the messages waiting, and those Contact Form 7 refused for good (rejected):
 *                               count, oldest, and each one's state, attempts and last error or reason
 *   npm run contact:retry       makes every waiting message due now (after fixing what the errors say)
 *   npm run contact:retry <ref> makes that message due now; a rejected one goes back into the retry loop
 *   npm run contact:drop <ref>  erases that message, waiting or rejected, from the queue
 */
import nextEnv from '@next/env';

// .env.local and friends, as `next start` reads them (a CommonJS package: its default export).
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

async function main() {
  const command = process.argv[2] ?? 'check';
  const { contactConfig, describeContactMode } = await import('../lib/contact/config');
  const config = contactConfig();
  console.log(describeContactMode(config));

  if (command === 'check') {
    const { contactProblems } = await import('../lib/contact/background');
    const { describeProblem } = await import('../lib/contact/setup-check');
    const problems = await contactProblems(config);
    for (const problem of problems) console.log(describeProblem(problem));
    console.log(
      problems.length === 0
        ? 'check:contact: no problem found'
        : `check:contact: ${problems.length} problem(s)`,
    );
    return problems.length === 0 ? 0 : 1;
  }

  // Opening the queue starts no worker here: only the server delivers.
  const { openStores } = await import('../lib/contact/queue/open');
  const { stores, close } = await openStores(config);
  try {
    if (command === 'queue') {
      const entries = (await Promise.all(stores.map((store) => store.list()))).flat();
      entries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
      const waiting = entries.filter((entry) => entry.state === 'pending');
      console.log(
        `${waiting.length} message(s) waiting${waiting[0] ? `, oldest received ${waiting[0].receivedAt}` : ''}; ${entries.length - waiting.length} rejected by Contact Form 7 (kept 7 days: contact:retry <ref> or contact:drop <ref>)`,
      );
      for (const entry of entries)
        console.log(
          `${entry.reference}  ${entry.state}  ${entry.receivedAt}  ${entry.form}/${entry.lang}  attempts=${entry.attempts}  next=${entry.nextAttemptAt ?? '-'}  store=${entry.store}  ${entry.state === 'rejected' ? 'reason' : 'last_error'}=${entry.lastError ?? '-'}`,
        );
      return 0;
    }
    const reference = process.argv[3];
    if ((command === 'retry' && reference) || command === 'drop') {
      if (!reference)
        throw new Error('contact:drop needs the reference of a message (npm run contact:queue)');
      let found = false;
      for (const store of stores)
        if (await (command === 'drop' ? store.drop(reference) : store.retry(reference))) found = true;
      console.log(
        found
          ? `${reference}: ${command === 'drop' ? 'erased' : 'due now; the running server delivers it'}`
          : `${reference}: no such waiting or rejected message (or its content is erased)`,
      );
      return found ? 0 : 1;
    }
    if (command === 'retry') {
      const counts = await Promise.all(stores.map((store) => store.retryNow()));
      console.log(
        `${counts.reduce((a, b) => a + b, 0)} message(s) due now; the running server delivers them`,
      );
      return 0;
    }
  } finally {
    await close();
  }
  console.error(`unknown command ${command}: use check, queue, retry [reference] or drop <reference>`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
