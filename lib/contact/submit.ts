import 'server-only';

import type { Locale } from '@/lib/i18n/locales';

import { sendToCf7, type Cf7Outcome } from './cf7';
import { contactConfig, type ContactConfig } from './config';
import { appendToOutbox } from './outbox';
import type { ParsedBody } from './parse-body';
import { clientKey, CONTACT_RATE, createRateLimiter } from './rate-limit';
import { contactLang, isSameOriginPost, returnPath } from './request-guards';
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './schema';

export type ContactContext = {
  requestId: string;
  /** A browser posting the form itself (no JavaScript): it gets a redirect or an HTML page, not JSON. */
  html: boolean;
  clientKey: string;
  sameOrigin: boolean;
  userAgent: string | null;
};

type Visitor = { lang: Locale; page: string; values: ContactValues };

export type ContactResult =
  | { kind: 'rejected'; status: 400 | 403 | 413 | 415; code: string }
  | ({ kind: 'sent' } & Visitor)
  | ({ kind: 'invalid'; errors: ContactErrors } & Visitor)
  | ({ kind: 'rate_limited'; retryAfterSeconds: number } & Visitor)
  | ({ kind: 'failed'; status: 502 | 503 } & Visitor);

const limiter = createRateLimiter(CONTACT_RATE);

export function contactContext(request: Request, config: ContactConfig = contactConfig()): ContactContext {
  const { headers } = request;
  const accept = headers.get('accept') ?? '';
  const contentType = headers.get('content-type') ?? '';
  return {
    requestId: crypto.randomUUID(),
    html: accept.includes('text/html') && !contentType.toLowerCase().includes('json'),
    clientKey: clientKey(headers, { trustProxy: config.trustProxy }),
    sameOrigin: isSameOriginPost(request, config),
    userAgent: headers.get('user-agent'),
  };
}

/** What the visitor typed, as text, to put back in the form: nothing typed is lost on an error. */
function typedValues(fields: Readonly<Record<string, unknown>>): ContactValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(fields.name),
    email: text(fields.email),
    subject: text(fields.subject),
    message: text(fields.message),
  };
}

function logFailure(context: ContactContext, via: 'cf7' | 'outbox', detail: string) {
  // Never the message, the name or the address: the request id ties this line to what the visitor saw.
  console.error(
    `[contact] request=${context.requestId} delivery=failed via=${via} ${via === 'cf7' ? 'cf7_status' : 'error'}=${detail}`,
  );
}

/**
 * One contact message from a parsed body to an outcome: origin check, shared-schema validation, rate
 * limit, honeypot, then delivery to Contact Form 7 or, when it is not configured, the local outbox.
 */
export async function submitContact(
  body: ParsedBody,
  context: ContactContext,
  config: ContactConfig = contactConfig(),
): Promise<ContactResult> {
  if (!context.sameOrigin) return { kind: 'rejected', status: 403, code: 'cross_origin' };
  if (!body.ok) return { kind: 'rejected', status: body.status, code: body.code };

  const lang = contactLang(body.fields);
  const visitor: Visitor = { lang, page: returnPath(body.fields, lang), values: typedValues(body.fields) };

  const validation = validateContact(body.fields, lang);
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors, ...visitor };

  const verdict = limiter.hit(context.clientKey);
  if (!verdict.ok) return { kind: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds, ...visitor };

  // A field people never see: a bot filled it. It is told what it wants to hear and nothing is sent.
  const honeypot = body.fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') return { kind: 'sent', ...visitor };

  if (!config.cf7) {
    try {
      const { name, email, subject, message } = validation.values;
      await appendToOutbox(config.outboxPath, {
        id: context.requestId,
        receivedAt: new Date().toISOString(),
        lang,
        page: visitor.page,
        name,
        email,
        subject,
        message,
      });
      return { kind: 'sent', ...visitor };
    } catch (error) {
      logFailure(context, 'outbox', String((error as { code?: unknown }).code ?? 'write_failed'));
      return { kind: 'failed', status: 503, ...visitor };
    }
  }

  const outcome: Cf7Outcome = await sendToCf7(config.cf7, validation.values, context.userAgent);
  if (outcome.kind === 'sent') return { kind: 'sent', ...visitor };
  logFailure(context, 'cf7', outcome.detail);
  if (outcome.kind === 'invalid') {
    const message = CONTACT_MESSAGES[lang].rejectedUpstream;
    const errors: ContactErrors = Object.fromEntries(outcome.fields.map((field) => [field, message]));
    return { kind: 'invalid', errors, ...visitor };
  }
  return { kind: 'failed', status: outcome.retryable ? 503 : 502, ...visitor };
}
