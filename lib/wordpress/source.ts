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

export const warn = (problem: string) => log.warn({ event: 'wordpress.content_problem', problem });
