/** Types of log-options.mjs. */
import type { LoggerOptions } from 'pino';

export function logOptions(): LoggerOptions;
