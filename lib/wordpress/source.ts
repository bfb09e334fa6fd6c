import 'server-only';

import { serverEnv } from '@/lib/env';

import { restSource, type WordPressSource } from './client';
import { snapshotSource } from './snapshot';

/** Where WordPress content comes from: the configured WordPress (as a preview user when given), or the snapshot. */
export function wordpressSource(authorization?: string): WordPressSource {
  const env = serverEnv();
  return env.wordpressUrl
    ? restSource({
        baseUrl: env.wordpressUrl,
        timeoutMs: env.wordpressTimeoutMs,
        retries: env.wordpressRetries,
        authorization,
      })
    : snapshotSource(env.snapshotDir);
}

export const warn = (message: string) => console.warn(`[wordpress] ${message}`);
