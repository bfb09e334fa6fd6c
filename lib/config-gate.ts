import { log } from '@/lib/observability/log';

/** Each check logs its setting or throws, stopping the server: WORKAROUND(next@16.4), Next would only log it. */
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
