import { log } from '@/lib/observability/log';

/**
 * Startup checks (instrumentation.ts): each describes one part of the configuration in a log line, or
 * throws. A bad setting (a CF7 form id that is not a number, a short REVALIDATE_SECRET) stops the server
 * with its message instead of failing visitors later. WORKAROUND(next@16.4): Next only logs a failing
 * instrumentation hook and keeps serving, hence the explicit exit.
 */
export function checkAtStartup(...checks: Array<() => string>): void {
  for (const describe of checks) {
    try {
      log.info({ event: 'startup.config', description: describe() });
    } catch (error) {
      // One line naming the setting: the server stops.
      log.fatal({ event: 'startup.refused', reason: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
  }
}
