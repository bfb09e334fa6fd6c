/** Runs once as a server starts, before it answers anything (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkAtStartup } = await import('./lib/config-gate');
    const { contactConfig, describeContactMode } = await import('./lib/contact/config');
    const { companionSecret } = await import('./lib/companion/secret');
    const { describeRevalidateMode } = await import('./lib/revalidate/config');
    const { describePreviewMode, previewCredentials } = await import('./lib/wordpress/preview-account');
    const { describePurgeMode, purgeTargets } = await import('./lib/cache/purge-config');
    const { redisUrls, serverEnv } = await import('./lib/env');
    const { describeMetricsMode, metricsToken } = await import('./lib/observability/metrics-access');
    checkAtStartup(
      () => describeContactMode(contactConfig()),
      () => describeRevalidateMode(companionSecret()),
      () =>
        describePreviewMode({
          secret: companionSecret(),
          wordpressUrl: serverEnv().wordpressUrl,
          credentials: previewCredentials(),
        }),
      () => describePurgeMode(purgeTargets()),
      () => describeMetricsMode(metricsToken()),
    );
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      // The client address every contact message is judged by (lib/http/client-address.ts).
      const { stampSocketAddresses } = await import('./lib/http/client-address');
      stampSocketAddresses();
      // Every answer counted by status class (plaza_http_responses_total).
      const { countHttpResponses } = await import('./lib/observability/http-metrics');
      countHttpResponses();
      // The queue's worker and the checks of the contact set-up, in the background: never fatal.
      const { startContact } = await import('./lib/contact/background');
      void startContact(contactConfig());
      // The stack stops an instance once Varnish sends it nothing more (deploy/release.sh) and asks Next to
      // leave signals to us: a delivery to Contact Form 7 under way is finished and recorded first.
      if (process.env.NEXT_MANUAL_SIG_HANDLE) {
        const { closeContactQueue } = await import('./lib/contact/pipeline');
        const stop = () =>
          void Promise.race([
            closeContactQueue(),
            new Promise((resolve) => setTimeout(resolve, 10_000)),
          ]).finally(() => process.exit(0));
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
      }
    }
    // A shared cache (next.config.mjs) starts with the build's pages, keeping any an instance already
    // regenerated there: a server restarting never puts back older pages over newer ones.
    if (redisUrls().shared && process.env.NEXT_PHASE !== 'phase-production-build') {
      const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation');
      const { default: CacheHandler } = await import('./lib/cache/shared-cache-handler.mjs');
      await registerInitialCache(CacheHandler, {
        buildDir: process.env.NEXT_DIST_DIR || '.next',
        setOnlyIfNotExists: true,
      });
    }
  }
}
