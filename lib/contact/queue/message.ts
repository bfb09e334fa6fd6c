import 'server-only';

import { createHmac } from 'node:crypto';

import type { Locale } from '@/lib/i18n/locales';

import { referenceFromBytes } from '../reference';
import type { ContactField, ContactValues } from '../schema';

/** Which of the site's forms a message came from (CF7's hidden field `plaza-page`). */
export type ContactForm = 'contact' | 'pharmacy';

/** A message the site accepted: everything delivery needs, stored before the visitor is answered. */
export type QueuedMessage = {
  reference: string;
  receivedAt: string;
  lang: Locale;
  form: ContactForm;
  /** The page it was sent from (where a no-JavaScript visitor goes back to). */
  page: string;
  values: ContactValues;
  /** contentDigest of the message: a reference known with another digest was another message. */
  digest: string;
  /** The visitor's address and user agent, for Contact Form 7's own spam checks and mail tags. */
  client: { address: string | null; userAgent: string | null };
};

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Contact Form 7 refused fields the visitor can fix: only meaningful on the attempt made at once. */
  | { kind: 'invalid'; fields: ContactField[]; detail: string }
  | { kind: 'failed'; detail: string }
  /** Contact Form 7 refused it for good (spam, …): kept for the operator, never retried by itself. */
  | { kind: 'refused'; detail: string };

export type Deliver = (message: QueuedMessage) => Promise<DeliveryOutcome>;

/** One stored message as the operator sees it (`npm run contact:queue`). */
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

/** HMAC-SHA256 of a message's content, keyed with the site's secret and naming its purpose. */
const contentHmac = (key: string, purpose: string, { lang, page, values }: Content) =>
  createHmac('sha256', key)
    .update(`${purpose}.`)
    .update(JSON.stringify([lang, page, values.name, values.email, values.subject, values.message]))
    .digest();

/**
 * The reference of a form posted without JavaScript: its page is static HTML, the same for every visitor,
 * so it cannot carry a key of its own. The message's own content is the key instead: a double click or a
 * browser's resubmit sends the same bytes, hence the same reference; a different message gets another.
 * Keyed with REVALIDATE_SECRET, so nobody without it can work out the reference of a message.
 */
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

/**
 * A message Contact Form 7 refused for good is kept this long for the operator to read, retry or drop, then
 * erased like a delivered one (it holds personal data); past `max` of them the oldest is erased first.
 */
export const KEEP_REJECTED = { ms: 7 * 24 * 60 * 60 * 1000, max: 10_000 } as const;
