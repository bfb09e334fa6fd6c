/**
 * The contact pipeline's operator commands (docs/contact.md). Same configuration as the site (the
 * environment, or .env.local when run through npm): the same queue file or Redis, the same CF7 form.
 *
 *   npm run check:contact       checks the CF7 form (no redirect, exists, fields and limits) and the plaza's
 *                               contact details; exit 1 with one line per problem
 *   npm run contact:queue       the messages waiting: count, oldest, and each one's attempts and last error
 *   npm run contact:retry       makes every waiting message due now (after fixing what the errors say)
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
    const { contactProblems } = await import('../lib/contact/startup');
    const { describeProblem } = await import('../lib/contact/check');
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
      console.log(
        `${entries.length} message(s) waiting${entries[0] ? `, oldest received ${entries[0].receivedAt}` : ''}`,
      );
      for (const entry of entries)
        console.log(
          `${entry.reference}  ${entry.receivedAt}  ${entry.form}/${entry.lang}  attempts=${entry.attempts}  next=${entry.nextAttemptAt ?? '-'}  store=${entry.store}  last_error=${entry.lastError ?? '-'}`,
        );
      return 0;
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
  console.error(`unknown command ${command}: use check, queue or retry`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
