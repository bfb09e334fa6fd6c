import 'server-only';

import { createHmac } from 'node:crypto';

import type { Locale } from '@/lib/i18n/locales';

import { referenceFromBytes } from '../reference';
import type { ContactField, ContactValues } from '../schema';

export type ContactForm = 'contact' | 'pharmacy';

/** A message the site accepted: everything delivery needs, stored before the visitor is answered. */
export type QueuedMessage = {
  reference: string;
  receivedAt: string;
  lang: Locale;
  form: ContactForm;
  page: string;
  values: ContactValues;
  /** contentDigest of the message: a reference known with another digest was another message. */
  digest: string;
  /** For Contact Form 7's own spam checks and mail tags. */
  client: { address: string | null; userAgent: string | null };
};

export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Contact Form 7 refused fields the visitor can fix: only meaningful on the attempt made at once. */
  | { kind: 'invalid'; fields: ContactField[]; detail: string }
  | { kind: 'failed'; detail: string }
  /** Refused for good (spam, …): kept for the operator, never retried by itself. */
  | { kind: 'refused'; detail: string };

export type Deliver = (message: QueuedMessage) => Promise<DeliveryOutcome>;

export type QueueEntry = {
  reference: string;
  receivedAt: string;
  form: ContactForm;
  lang: Locale;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  store: 'disk' | 'redis';
  /** pending: in the retry loop; rejected: refused for good, kept for the operator until erased. */
  state: 'pending' | 'rejected';
};

type Content = { lang: Locale; page: string; values: ContactValues };

const contentHmac = (key: string, purpose: string, { lang, page, values }: Content) =>
  createHmac('sha256', key)
    .update(`${purpose}.`)
    .update(JSON.stringify([lang, page, values.name, values.email, values.subject, values.message]))
    .digest();

/** A no-JavaScript post's keyed reference, from its content: a resubmit of the same bytes repeats it. */
export const contentReference = (key: string, content: Content): string =>
  referenceFromBytes(contentHmac(key, 'contact-reference', content));

/** What the queue keeps of a message after delivery: enough to tell another text, nothing to read. */
export const contentDigest = (key: string, content: Content): string =>
  contentHmac(key, 'contact-content', content).toString('base64url');

/** Capped exponential backoff between delivery attempts: 5 s, 10 s, 20 s … at most 5 minutes. */
export type Backoff = { baseMs: number; maxMs: number };
export const backoffDelay = ({ baseMs, maxMs }: Backoff, attempts: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));

/** Delivered references are remembered this long, so a late repeat still answers "sent" without sending. */
export const REMEMBER_DELIVERED_MS = 30 * 24 * 60 * 60 * 1000;

/** Refused messages are kept a week for the operator, then erased (personal data), the oldest past `max`. */
export const KEEP_REJECTED = { ms: 7 * 24 * 60 * 60 * 1000, max: 10_000 } as const;
