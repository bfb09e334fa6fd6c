/** Runs once as a server starts, before it answers anything (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkAtStartup } = await import('./lib/startup');
    const { contactConfig, describeContactMode } = await import('./lib/contact/config');
    const { describeRevalidateMode, revalidateSecret } = await import('./lib/revalidate/config');
    checkAtStartup(
      () => describeContactMode(contactConfig()),
      () => describeRevalidateMode(revalidateSecret()),
    );
  }
}
