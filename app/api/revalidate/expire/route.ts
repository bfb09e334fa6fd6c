import { companionSecret } from '@/lib/companion/secret';
import { noStoreJson } from '@/lib/http/reply';
import { warmOrigin } from '@/lib/revalidate/config';
import { nextRevalidator } from '@/lib/revalidate/next-revalidator';
import { handleExpiry } from '@/lib/revalidate/self-expire';

// POST /api/revalidate/expire: this process asking itself to expire cache tags during a warm-up (token in
// X-Plaza-Expire) → the tags expire as this handler returns → `{expired: [tags]}`. Off (404) with the
// webhook.
export async function POST(request: Request): Promise<Response> {
  if (!companionSecret()) return noStoreJson({ ok: false, status: 'not_found' }, { status: 404 });
  return handleExpiry(request, nextRevalidator(warmOrigin()).expire);
}
