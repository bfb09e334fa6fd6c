// @ts-check
import pino from 'pino';

/**
 * The site log's settings, shared by lib/observability/log.ts and the plain-ESM modules Next loads outside
 * its bundles (lib/cache/shared-cache-handler.mjs): one JSON line per event on stdout, `event` naming it.
 * Never log a contact message's text, a visitor's name or e-mail address, or a secret: the redaction below
 * is a second line of defence, not a licence.
 * @returns {import('pino').LoggerOptions}
 */
export function logOptions() {
  const fields = [
    'name',
    'email',
    'message',
    'subject',
    'phone',
    'secret',
    'token',
    'password',
    'authorization',
  ];
  return {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'plaza-site', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...fields, ...fields.map((field) => `*.${field}`)], censor: '[redacted]' },
  };
}
