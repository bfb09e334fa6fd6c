// @ts-check
import pino from 'pino';

/**
 * Never log a message's text, a visitor's name or address, or a secret: the redaction is only a second line.
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
