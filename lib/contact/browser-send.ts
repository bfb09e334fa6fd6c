import type { Locale } from '@/lib/i18n/locales';

import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './fields';
import { isReference } from './reference';

export type SendResult =
  | { status: 'sent' | 'received'; reference: string }
  | { status: 'invalid'; errors: ContactErrors }
  | { status: 'rate_limited' }
  | { status: 'failed' };

export type ContactPayload = ContactValues & {
  lang: Locale;
  returnTo: string;
  /** The same for every try of one message. */
  reference: string;
  [HONEYPOT_FIELD]: string;
};

function fieldErrors(value: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!value || typeof value !== 'object') return errors;
  for (const field of CONTACT_FIELDS) {
    const message = (value as Partial<Record<ContactField, unknown>>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

export async function postContact(payload: ContactPayload, endpoint = '/api/contact'): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { status: 'failed' }; // offline, or the connection dropped
  }
  if (response.status === 429) return { status: 'rate_limited' };
  const body: unknown = await response.json().catch(() => null);
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  const reference =
    body && typeof body === 'object' ? (body as { reference?: unknown }).reference : undefined;
  if (response.ok && (status === 'sent' || status === 'received') && isReference(reference))
    return { status, reference };
  if (response.status === 422 && status === 'invalid') {
    const errors = fieldErrors((body as { errors?: unknown }).errors);
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  }
  return { status: 'failed' };
}
