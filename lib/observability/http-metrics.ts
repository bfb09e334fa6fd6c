import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

import { processSingleton } from '../process-singleton';
import { metrics } from './metrics';

/**
 * Counts every HTTP answer of this server by status class (plaza_http_responses_total), from Node's
 * `http.server.response.finish` diagnostics channel: each answer once, whichever part of Next made it.
 * Called once at startup (instrumentation.ts).
 */
export function countHttpResponses(): void {
  processSingleton('http.responses.counted', () => {
    subscribe('http.server.response.finish', (message) => {
      const { response } = message as { response: ServerResponse };
      const status = response.statusCode;
      if (status >= 100 && status < 600)
        metrics().httpResponses.inc({ class: `${Math.floor(status / 100)}xx` });
    });
    return true;
  });
}
