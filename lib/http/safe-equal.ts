import { timingSafeEqual } from 'node:crypto';

/** Compares a secret without leaking, through timing, how much of it matched (its length may leak). */
export function safeEqual(received: string | Uint8Array, expected: string | Uint8Array): boolean {
  const a = typeof received === 'string' ? Buffer.from(received) : received;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
