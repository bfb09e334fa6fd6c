import 'server-only';

import { serverEnv } from '@/lib/env';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

import { restSource, type RestOptions, type WordPressSource } from './client';
import { snapshotSource } from './snapshot';

/** Where content comes from: the configured WordPress (as the preview user when given), or the snapshot. */
export function wordpressSource(authorization?: string): WordPressSource {
  const env = serverEnv();
  return env.wordpressUrl
    ? restSource({
        baseUrl: env.wordpressUrl,
        timeoutMs: env.wordpressTimeoutMs,
        retries: env.wordpressRetries,
        authorization,
        observe,
      })
    : snapshotSource(env.snapshotDir);
}

/** Each WordPress request timed by outcome; each failure one `wordpress.request_failed` line. */
const observe: RestOptions['observe'] = (outcome, seconds, error) => {
  metrics().wordpressRequests.observe({ outcome }, seconds);
  if (outcome !== 'ok')
    log.warn({
      event: 'wordpress.request_failed',
      outcome,
      url: error?.url,
      status: error?.status ?? null,
      retryable: error?.retryable ?? false,
      reason: error?.message ?? 'unknown',
    });
};

/** A problem in what WordPress answered (a field ignored, an item skipped): one log line each. */
export const warn = (problem: string) => log.warn({ event: 'wordpress.content_problem', problem });
