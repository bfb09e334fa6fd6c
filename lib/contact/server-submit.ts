import 'server-only';

import { companionSecret } from '@/lib/companion/secret';
import { clientAddress } from '@/lib/http/client-address';
import type { Locale } from '@/lib/i18n/locales';
// Log lines carry the request id and the reference, never the message, the name or the address.
import { log, requestId } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { processSingleton } from '@/lib/process-singleton';

import { contactConfig, type ContactConfig } from './config';
import type { ParsedBody } from './parse-body';
import { contactQueue, type ContactQueue } from './pipeline';
import { contentDigest, contentReference, type QueuedMessage } from './queue/message';
import type { Known, MessageStore } from './queue/store';
import { isReference, REFERENCE_FIELD } from './reference';
import { contactLang, formOf, isSameOriginPost, returnPath } from './request-guards';
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './schema';

export type ContactContext = {
  requestId: string;
  /** A browser posting the form itself (no JavaScript): it gets an HTML page, not JSON. */
  html: boolean;
  clientAddress: string | null;
  sameOrigin: boolean;
  userAgent: string | null;
};

type Visitor = { lang: Locale; page: string; values: ContactValues; reference: string };

export type ContactResult =
  | { kind: 'rejected'; status: 400 | 403 | 413 | 415; code: string }
  | ({ kind: 'sent' } & Visitor)
  /** Stored, not yet delivered: the queue delivers it (the visitor need not send it again). */
  | ({ kind: 'received' } & Visitor)
  | ({ kind: 'invalid'; errors: ContactErrors } & Visitor)
  /** Over the client's (or its network's) allowance; `everyone`: over the cap on new messages for all. */
  | ({ kind: 'rate_limited'; retryAfterSeconds: number; everyone?: true } & Visitor)
  /** Not stored (the queue could not be written, or is full): the one case where nothing was accepted. */
  | ({ kind: 'failed'; status: 503; reason: 'queue_unavailable' | 'queue_full' } & Visitor);

type Answer = { kind: 'sent' | 'received' } | { kind: 'invalid'; errors: ContactErrors };
type Outcome = Exclude<ContactResult, { kind: 'rejected' }>;

/** Submissions under way in this process, by reference: a double click waits for the first one's answer. */
const inflight = processSingleton(
  'contact.inflight',
  () => new Map<string, { digest: string; outcome: Promise<Outcome> }>(),
);

export function contactContext(request: Request, config: ContactConfig = contactConfig()): ContactContext {
  const { headers } = request;
  const accept = headers.get('accept') ?? '';
  const contentType = headers.get('content-type') ?? '';
  return {
    requestId: requestId(headers),
    html: accept.includes('text/html') && !contentType.toLowerCase().includes('json'),
    clientAddress: clientAddress(headers, config.trust),
    sameOrigin: isSameOriginPost(request, config),
    userAgent: headers.get('user-agent'),
  };
}

function typedValues(fields: Readonly<Record<string, unknown>>): ContactValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(fields.name),
    email: text(fields.email),
    subject: text(fields.subject),
    message: text(fields.message),
  };
}

/** References and digests are keyed with the shared secret; without one (no plugin to share it) with ''. */
const referenceKey = () => companionSecret() ?? '';

function counted<T extends ContactResult>(result: T): T {
  const reason =
    result.kind === 'rejected'
      ? result.code
      : result.kind === 'rate_limited' && result.everyone
        ? 'global_rate'
        : result.kind === 'invalid' || result.kind === 'rate_limited'
          ? result.kind
          : result.kind === 'failed'
            ? result.reason
            : null;
  if (reason) metrics().contactRefused.inc({ reason });
  return result;
}

async function knownState(queue: ContactQueue, reference: string): Promise<Known | null> {
  for (const store of new Set([queue.primary, queue.disk])) {
    const known = await store.state(reference).catch(() => null);
    if (known) return known;
  }
  return null;
}

const sameMessage = (known: Known, digest: string) => known.digest === null || known.digest === digest;

/** A reference already used for another text makes this a new message, under its own content's reference. */
async function resolveReference(queue: ContactQueue, visitor: Visitor, digest: string, key: string) {
  const known = await knownState(queue, visitor.reference);
  if (!known || sameMessage(known, digest)) return { reference: visitor.reference, known };
  const reference = contentReference(key, visitor);
  return { reference, known: await knownState(queue, reference) };
}

class QueueFull extends Error {}

async function acceptUnderCap(where: MessageStore, message: QueuedMessage, holdMs: number, max: number) {
  if ((await where.depth()) >= max) throw new QueueFull(`${where.kind} queue holds ${max} messages`);
  return { store: where, ...(await where.accept(message, holdMs)) };
}

/** Into the primary store, or the disk store when Redis fails; throws QueueFull at CONTACT_QUEUE_MAX. */
async function store(queue: ContactQueue, message: QueuedMessage, holdMs: number, context: ContactContext) {
  try {
    return await acceptUnderCap(queue.primary, message, holdMs, queue.max);
  } catch (error) {
    if (error instanceof QueueFull || queue.primary === queue.disk) throw error;
    log.error({
      requestId: context.requestId,
      event: 'contact.queue.redis_failed',
      reference: message.reference,
      fallback: 'disk',
      error: String(error).slice(0, 120),
    });
    return acceptUnderCap(queue.disk, message, holdMs, queue.max);
  }
}

async function attemptNow(
  queue: ContactQueue,
  where: MessageStore,
  message: QueuedMessage,
  context: ContactContext,
): Promise<Answer> {
  const outcome = await queue.deliver(message);
  try {
    if (outcome.kind === 'sent') {
      await where.delivered(message.reference);
      return { kind: 'sent' };
    }
    if (outcome.kind === 'invalid') {
      await where.discard(message.reference);
      const text = CONTACT_MESSAGES[message.lang].rejectedUpstream;
      return { kind: 'invalid', errors: Object.fromEntries(outcome.fields.map((field) => [field, text])) };
    }
    // Refused for good: the visitor is told what a queued message's sender is; the operator decides.
    if (outcome.kind === 'refused') await where.rejected(message.reference, outcome.detail);
    else await where.failed(message.reference, outcome.detail);
  } catch (error) {
    // The message is stored either way; the worker finds it (a repeat delivery is skipped by reference).
    log.error({
      requestId: context.requestId,
      event: 'contact.queue.update_failed',
      reference: message.reference,
      error: String(error).slice(0, 120),
    });
  }
  return { kind: outcome.kind === 'sent' ? 'sent' : 'received' };
}

/** Origin, validation, the reference's known answer, rate limit, honeypot, then stored and tried at once. */
export async function submitContact(
  body: ParsedBody,
  context: ContactContext,
  config: ContactConfig = contactConfig(),
): Promise<ContactResult> {
  if (!context.sameOrigin) return counted({ kind: 'rejected', status: 403, code: 'cross_origin' });
  if (!body.ok) return counted({ kind: 'rejected', status: body.status, code: body.code });

  const lang = contactLang(body.fields);
  const page = returnPath(body.fields, lang);
  const values = typedValues(body.fields);
  const sentReference = body.fields[REFERENCE_FIELD];
  const reference = isReference(sentReference)
    ? sentReference
    : contentReference(referenceKey(), { lang, page, values });
  const visitor: Visitor = { lang, page, values, reference };

  const validation = validateContact(body.fields, lang);
  if (!validation.ok) return counted({ kind: 'invalid', errors: validation.errors, ...visitor });

  const key = referenceKey();
  const digest = contentDigest(key, { lang, page, values: validation.values });
  // Another text under a reference still in flight is another message, under its own content's reference.
  if (inflight.has(reference) && inflight.get(reference)?.digest !== digest)
    visitor.reference = contentReference(key, visitor);
  // A repeat (double click, retried request, resubmitted page): the first one's answer, nothing sent again.
  const running = inflight.get(visitor.reference);
  if (running?.digest === digest) return { ...(await running.outcome), ...visitor };
  const submission = accept(
    body.fields,
    { values: validation.values, digest },
    visitor,
    context,
    config,
  ).then(counted);
  inflight.set(visitor.reference, { digest, outcome: submission });
  try {
    return await submission;
  } finally {
    inflight.delete(visitor.reference);
  }
}

async function accept(
  fields: Readonly<Record<string, unknown>>,
  { values, digest }: { values: ContactValues; digest: string },
  posted: Visitor,
  context: ContactContext,
  config: ContactConfig,
): Promise<Outcome> {
  const { lang, page } = posted;
  let queue: ContactQueue;
  try {
    queue = await contactQueue(config);
  } catch (error) {
    log.error({
      requestId: context.requestId,
      event: 'contact.queue.unavailable',
      reference: posted.reference,
      error: String(error).slice(0, 120),
    });
    return { kind: 'failed', status: 503, reason: 'queue_unavailable', ...posted };
  }

  const key = referenceKey();
  const { reference, known } = await resolveReference(queue, posted, digest, key);
  const visitor: Visitor = { ...posted, reference };
  if (known) return { kind: known.state === 'delivered' ? 'sent' : 'received', ...visitor };

  const verdict = await queue.limiters.client(context.clientAddress);
  if (!verdict.ok) return { kind: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds, ...visitor };

  // A field people never see: a bot filled it. It is told what it wants to hear and nothing is sent.
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') {
    metrics().contactRefused.inc({ reason: 'honeypot' });
    return { kind: 'sent', ...visitor };
  }
  const room = await queue.limiters.newMessage();
  if (!room.ok)
    return { kind: 'rate_limited', retryAfterSeconds: room.retryAfterSeconds, everyone: true, ...visitor };

  const message: QueuedMessage = {
    reference,
    receivedAt: new Date().toISOString(),
    lang,
    form: formOf(page),
    page,
    values,
    digest,
    client: { address: context.clientAddress, userAgent: context.userAgent },
  };
  // Past the ceiling for all clients together a message is stored only; the worker sends it.
  const now = await queue.limiters.deliverNow();
  let stored: Awaited<ReturnType<typeof store>>;
  try {
    stored = await store(queue, message, now ? queue.holdMs : 0, context);
  } catch (error) {
    if (error instanceof QueueFull) {
      log.warn({ requestId: context.requestId, event: 'contact.queue.full', reference, max: queue.max });
      return { kind: 'failed', status: 503, reason: 'queue_full', ...visitor };
    }
    log.error({
      requestId: context.requestId,
      event: 'contact.queue.write_failed',
      reference,
      error: String(error).slice(0, 120),
    });
    return { kind: 'failed', status: 503, reason: 'queue_unavailable', ...visitor };
  }
  // Another instance stored another text under this reference at the same moment: this one is its own.
  if (!stored.created && !sameMessage(stored, digest))
    return accept(
      fields,
      { values, digest },
      { ...visitor, reference: contentReference(key, visitor) },
      context,
      config,
    );
  if (!stored.created) return { kind: stored.state === 'delivered' ? 'sent' : 'received', ...visitor };
  metrics().contactAccepted.inc();
  log.info({
    requestId: context.requestId,
    event: 'contact.accepted',
    reference,
    store: stored.store.kind,
  });
  if (!now) return { kind: 'received', ...visitor };
  return { ...(await attemptNow(queue, stored.store, message, context)), ...visitor };
}
