import { parseContactBody } from '@/lib/contact/parse-body';
import { contactReply, methodNotAllowed } from '@/lib/contact/reply';
import { contactContext, submitContact } from '@/lib/contact/server-submit';

// POST /api/contact: a visitor's message (JSON from the island, or the form posted without JavaScript) →
// validated, rate-limited, forwarded to Contact Form 7 or the local outbox → JSON, or a 303/HTML page.
export async function POST(request: Request): Promise<Response> {
  const context = contactContext(request);
  const body = await parseContactBody(request);
  return contactReply(await submitContact(body, context), context);
}

// Every other method: 405 with `Allow: POST` (HEAD follows GET). OPTIONS too: no cross-origin client
// is meant to call this, so a CORS preflight must fail.
export const GET = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
