import { log } from '@/lib/observability/log';

/**
 * Startup checks (instrumentation.ts): each describes its setting in a log line or throws, and a throw stops
 * the server. WORKAROUND(next@16.4): Next only logs a failing instrumentation hook and keeps serving.
 */
export function checkAtStartup(...checks: Array<() => string>): void {
  for (const describe of checks) {
    try {
      log.info({ event: 'startup.config', description: describe() });
    } catch (error) {
      log.fatal({ event: 'startup.refused', reason: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
  }
}
