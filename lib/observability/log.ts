import 'server-only';

import { randomUUID } from 'node:crypto';

import pino, { type Logger } from 'pino';

import { processSingleton } from '../process-singleton';

/**
 * The site's log: one JSON line per event on stdout, `event` naming what happened. Never log a contact
 * message's text, a visitor's name or e-mail address, or a secret: the redaction below is a second line
 * of defence, not a licence.
 */
export const log: Logger = processSingleton('log', () =>
  pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'plaza-site', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        'name',
        'email',
        'message',
        'subject',
        'phone',
        'secret',
        'token',
        'password',
        'authorization',
        '*.name',
        '*.email',
        '*.message',
        '*.subject',
        '*.phone',
        '*.secret',
        '*.token',
        '*.password',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  }),
);

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request id the edge (nginx's `$request_id`) put in `X-Request-Id`, or a new one. */
export function requestId(headers: Headers): string {
  const given = headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A logger whose every line carries the request's id. */
export const requestLog = (headers: Headers): Logger => log.child({ requestId: requestId(headers) });
