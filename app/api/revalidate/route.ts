import { companionSecret } from '@/lib/companion/secret';
import { noStoreJson } from '@/lib/http/reply';
import { warmOrigin } from '@/lib/revalidate/config';
import { deliveryIds } from '@/lib/revalidate/delivery-ids';
import { handleWebhook } from '@/lib/revalidate/handle';
import { nextRepublisher, nextRevalidator } from '@/lib/revalidate/next-revalidator';
import { republishOnce } from '@/lib/revalidate/republish';

// POST /api/revalidate: a signed delivery from the WordPress plugin → the cache tags of the categories it
// touched are refreshed and their pages regenerated → `{revalidated: [tags]}`; "republish the whole site"
// → every page regenerated → `{status: 'republished', pages, regenerated, seconds}` (429 while another
// runs); a delivery already done → `{status: 'already_done'}`.
export async function POST(request: Request): Promise<Response> {
  return handleWebhook(request, {
    secret: companionSecret(),
    revalidator: nextRevalidator(warmOrigin()),
    deliveries: deliveryIds(),
    republish: republishOnce(nextRepublisher(warmOrigin()), deliveryIds()),
  });
}

// Every other method: 405 while the webhook is on, 404 while it is off (REVALIDATE_SECRET unset).
function notPost(): Response {
  const on = companionSecret() !== null;
  return noStoreJson(
    { ok: false, status: on ? 'method_not_allowed' : 'not_found' },
    { status: on ? 405 : 404, headers: on ? { allow: 'POST' } : {} },
  );
}
export const GET = notPost;
export const PUT = notPost;
export const PATCH = notPost;
export const DELETE = notPost;
export const OPTIONS = notPost;
