import 'server-only';

import { noStoreCacheControl } from '@/lib/http/reply';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security-headers.mjs';
import { siteSettings } from '@/lib/site';

import { renderAcceptedPage, renderFormPage, renderRejectedPage } from './html-page';
import type { ContactContext, ContactResult } from './server-submit';

const baseHeaders = (requestId: string) => ({
  'cache-control': noStoreCacheControl(),
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
      // next.config sets the same policy on every /api answer; this keeps the handler safe on its own.
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      ...extra,
    },
  });
}

/** JSON for the island; without JavaScript a page of its own, as our static pages cannot print a verdict. */
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
      reference: result.reference,
    });

  switch (result.kind) {
    case 'sent':
    case 'received': {
      const status = result.kind === 'sent' ? 200 : 202;
      const { lang, page, kind, reference } = result;
      return context.html
        ? html(status, renderAcceptedPage({ lang, page, kind, reference }), requestId)
        : json(status, { ok: true, status: kind, reference }, requestId);
    }
    case 'invalid':
      return context.html
        ? html(422, page('invalid'), requestId)
        : json(
            422,
            { ok: false, status: 'invalid', errors: result.errors, reference: result.reference },
            requestId,
          );
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
