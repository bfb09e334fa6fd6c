import { companionSecret } from '@/lib/companion/secret';
import { CF7_FIELD_NAMES } from '@/lib/contact/cf7';
import { contactConfig } from '@/lib/contact/config';
import { CONTACT_FIELDS, FIELD_LIMITS } from '@/lib/contact/fields';
import { clientAddress } from '@/lib/http/client-address';
import { handlePing, pingIds, pingLimit } from '@/lib/revalidate/ping';
import { previewAccount } from '@/lib/wordpress/preview';
import { basicAuthorization, previewCredentials } from '@/lib/wordpress/preview-account';

// POST /api/revalidate/ping: the companion plugin's Site Health, signed → `{status: 'ok', contact: {formId,
// limits}, preview?}`; anyone else gets a status word (401, 429 past 30 a minute from one address).
export async function POST(request: Request): Promise<Response> {
  const config = contactConfig();
  const credentials = previewCredentials();
  return handlePing(request, {
    secret: companionSecret(),
    limit: () => pingLimit(clientAddress(request.headers, config.trust)),
    pings: pingIds(),
    contact: {
      formId: config.cf7?.formId ?? null,
      limits: Object.fromEntries(
        CONTACT_FIELDS.map((field) => [CF7_FIELD_NAMES[field], FIELD_LIMITS[field]]),
      ),
    },
    previewAccount: () => previewAccount(credentials && basicAuthorization(credentials)),
  });
}
