import 'server-only';

import { API_CONTENT_SECURITY_POLICY } from '@/lib/security-headers.mjs';
import { siteSettings } from '@/lib/site';

import { renderFormPage, renderRejectedPage } from './html-page';
import { sentLocation } from './result-url';
import type { ContactContext, ContactResult } from './submit';

const baseHeaders = (requestId: string) => ({
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-request-id': requestId,
});

function json(
  status: number,
  body: Record<string, unknown>,
  requestId: string,
  extra: Record<string, string> = {},
) {
  return Response.json({ ...body, requestId }, { status, headers: { ...baseHeaders(requestId), ...extra } });
}

function html(status: number, markup: string, requestId: string, extra: Record<string, string> = {}) {
  return new Response(markup, {
    status,
    headers: {
      ...baseHeaders(requestId),
      'content-type': 'text/html; charset=utf-8',
      // The HTML answer has no script, no image and posts only to us. next.config sets the same policy on
      // every /api answer (and its header wins); this one keeps the handler safe on its own.
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      ...extra,
    },
  });
}

/**
 * The answer to POST /api/contact. Two audiences:
 * - the island (fetch, JSON): a JSON body whose `status` says what happened, with field errors on 422;
 * - a browser posting the form without JavaScript (urlencoded or multipart, `Accept: text/html`). Our
 *   pages are static, so they cannot print a server's verdict. Success is a 303 back to the page with a
 *   fragment its pre-rendered HTML already holds (shown by CSS `:target`); anything the visitor must act
 *   on (field errors, a failed delivery, the rate limit) is a small server-rendered page with the same
 *   form, the errors and every typed value, posting here again. Nothing typed is lost either way.
 */
export function contactReply(result: ContactResult, context: ContactContext): Response {
  const { requestId } = context;
  if (result.kind === 'rejected') {
    return context.html
      ? html(result.status, renderRejectedPage(), requestId)
      : json(result.status, { ok: false, status: result.code }, requestId);
  }
  const phone = siteSettings().phones[0];
  const page = (kind: 'invalid' | 'failed' | 'rateLimited') =>
    renderFormPage({
      kind,
      lang: result.lang,
      page: result.page,
      values: result.values,
      errors: result.kind === 'invalid' ? result.errors : {},
      phone,
    });

  switch (result.kind) {
    case 'sent':
      return context.html
        ? new Response(null, {
            status: 303,
            headers: { ...baseHeaders(requestId), location: sentLocation(result.page) },
          })
        : json(200, { ok: true, status: 'sent' }, requestId);
    case 'invalid':
      return context.html
        ? html(422, page('invalid'), requestId)
        : json(422, { ok: false, status: 'invalid', errors: result.errors }, requestId);
    case 'rate_limited': {
      const retry = { 'retry-after': String(result.retryAfterSeconds) };
      return context.html
        ? html(429, page('rateLimited'), requestId, retry)
        : json(
            429,
            { ok: false, status: 'rate_limited', retryAfter: result.retryAfterSeconds },
            requestId,
            retry,
          );
    }
    case 'failed':
      return context.html
        ? html(result.status, page('failed'), requestId)
        : json(result.status, { ok: false, status: 'failed' }, requestId);
  }
}

export function methodNotAllowed(): Response {
  const requestId = crypto.randomUUID();
  return json(405, { ok: false, status: 'method_not_allowed' }, requestId, { allow: 'POST' });
}
