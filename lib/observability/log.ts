import 'server-only';

import { randomUUID } from 'node:crypto';

import pino, { type Logger } from 'pino';

import { processSingleton } from '../process-singleton';
import { logOptions } from './log-options.mjs';

export const log: Logger = processSingleton('log', () => pino(logOptions()));

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request id the edge (nginx's `$request_id`) put in `X-Request-Id`, or a new one. */
export function requestId(headers: Headers): string {
  const given = headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

export const requestLog = (headers: Headers): Logger => log.child({ requestId: requestId(headers) });
