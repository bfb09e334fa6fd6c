/** Runs once as a server starts, before it answers anything (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkContactConfig } = await import('./lib/contact/startup');
    checkContactConfig();
    const { checkRevalidateConfig } = await import('./lib/revalidate/config');
    checkRevalidateConfig();
  }
}
