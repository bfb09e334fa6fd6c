import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

import { processSingleton } from '../process-singleton';
import { metrics } from './metrics';

/** Counts every answer by status class from Node's diagnostics channel, whichever part of Next made it. */
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
