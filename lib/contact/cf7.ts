import 'server-only';

import { Agent, FormData, request } from 'undici';

import { SIGNATURE_REFUSED_PREFIX, signSubmission } from '@/lib/companion/submission';

import type { Cf7Config } from './config';
import type { QueuedMessage } from './queue/message';
import type { ContactField } from './schema';

/** `detail` is for the server log only: CF7's own text never reaches the visitor. */
export type Cf7Outcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: ContactField[]; detail: string }
  /** Retried by the queue. */
  | { kind: 'failed'; detail: string }
  /** Final (docs/architecture.md, "Answers that never change end the retry loop"). */
  | { kind: 'refused'; detail: string };

/** Our fields under the names the plaza's CF7 form declares (docs/contact.md shows the form). */
export const CF7_FIELD_NAMES: Readonly<Record<ContactField, string>> = {
  name: 'your-name',
  email: 'your-email',
  subject: 'your-subject',
  message: 'your-message',
};
export const CF7_HIDDEN_FIELDS = {
  form: 'plaza-page',
  lang: 'plaza-lang',
  reference: 'plaza-reference',
} as const;
const FIELD_BY_CF7_NAME = new Map(
  Object.entries(CF7_FIELD_NAMES).map(([ours, theirs]) => [theirs, ours as ContactField]),
);

export function feedbackUrl(config: Cf7Config): string {
  return `${config.baseUrl}/wp-json/contact-form-7/v1/contact-forms/${config.formId}/feedback`;
}

/** CF7 5.x refuses a submission without a unit tag; this is the shape its own front end sends. */
export const unitTag = (formId: number) => `wpcf7-f${formId}-o1`;

/** A CF7 reply is a small JSON object; a bigger one is not CF7 talking. */
const agent = new Agent({ maxResponseSize: 256 * 1024, connect: { timeout: 10_000 } });

const shortCode = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9_]{1,40}$/i.test(value) ? value : 'unknown';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function interpret(statusCode: number, contentType: string, text: string): Cf7Outcome {
  const json = contentType.includes('json') ? parseJson(text) : undefined;
  const body =
    json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  if (statusCode !== 200) {
    // A message the site's signature does not cover is refused the same way every time (docs/contact.md).
    const code = body ? shortCode(body.code) : '';
    if (statusCode === 403 && code.startsWith(SIGNATURE_REFUSED_PREFIX))
      return { kind: 'refused', detail: `${code} http_403` };
    // WordPress REST errors (wpcf7_unit_tag_not_found, wpcf7_not_found, wpcf7_unsupported_media_type).
    return {
      kind: 'failed',
      detail: `http_${statusCode}${code && ` ${code}`}`,
    };
  }
  if (!body)
    return {
      kind: 'failed',
      detail: contentType.includes('json') ? 'http_200 malformed_json' : 'http_200 not_json',
    };

  const status = shortCode(body.status);
  if (status === 'mail_sent') return { kind: 'sent' };
  if (status === 'validation_failed') {
    const invalid = Array.isArray(body.invalid_fields) ? body.invalid_fields : [];
    const fields = invalid.map((item) =>
      item && typeof item === 'object'
        ? FIELD_BY_CF7_NAME.get(String((item as { field?: unknown }).field))
        : undefined,
    );
    // A rule on a field our form does not have (a CAPTCHA, an acceptance box): the visitor cannot fix it.
    if (fields.length > 0 && fields.every((field) => field !== undefined)) {
      return { kind: 'invalid', fields: [...new Set(fields as ContactField[])], detail: status };
    }
    return { kind: 'refused', detail: `${status} unmapped_fields` };
  }
  // The companion plugin is still mailing this reference for an earlier attempt: try again later.
  if (status === 'aborted' && body.plaza_reference === 'in_progress')
    return { kind: 'failed', detail: 'aborted plaza_reference_in_progress' };
  // CF7 judged the message itself, not its own state: asked again, it answers the same.
  if (status === 'spam' || status === 'acceptance_missing') return { kind: 'refused', detail: status };
  // aborted, mail_failed, error, or anything newer: CF7 could not send it now.
  return { kind: 'failed', detail: status };
}

/** CF7 itself marks a User-Agent shorter than two characters as spam; the site's own name stands in. */
const SITE_USER_AGENT = 'plaza-paris-site';
const usableUserAgent = (value: string | null) =>
  value && value.length >= 2 ? value.slice(0, 512) : SITE_USER_AGENT;

function cf7Fields(config: Cf7Config, message: QueuedMessage): [string, string][] {
  return [
    ...Object.entries(CF7_FIELD_NAMES).map(([field, name]): [string, string] => [
      name,
      message.values[field as ContactField],
    ]),
    [CF7_HIDDEN_FIELDS.form, message.form],
    [CF7_HIDDEN_FIELDS.lang, message.lang],
    [CF7_HIDDEN_FIELDS.reference, message.reference],
    ['_wpcf7_unit_tag', unitTag(config.formId)],
  ];
}

/** One signed attempt; the User-Agent is the visitor's too, for a CF7 without the companion plugin. */
export async function sendToCf7(
  config: Cf7Config,
  message: QueuedMessage,
  secret: string | null,
): Promise<Cf7Outcome> {
  const fields = cf7Fields(config, message);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const submission = { client: message.client, reference: message.reference, formId: config.formId, fields };

  const deadline = AbortSignal.timeout(config.timeoutMs);
  try {
    const response = await request(feedbackUrl(config), {
      method: 'POST',
      dispatcher: agent,
      body: form,
      headers: {
        accept: 'application/json',
        'user-agent': usableUserAgent(message.client.userAgent),
        ...(secret ? signSubmission(secret, submission) : {}),
      },
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
      signal: deadline,
    });
    const text = await response.body.text();
    return interpret(response.statusCode, String(response.headers['content-type'] ?? ''), text);
  } catch (error) {
    return {
      kind: 'failed',
      detail: deadline.aborted ? 'timeout' : describeNetworkError(error),
    };
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'network_error';
  const code = String(
    (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code ?? '',
  );
  if (/UND_ERR_(HEADERS|BODY|CONNECT)_TIMEOUT/.test(code)) return 'timeout';
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return 'reply_too_large';
  return `network_error ${shortCode(code)}`;
}
