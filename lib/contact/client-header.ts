import 'server-only';

import { createHmac } from 'node:crypto';

/**
 * The visitor's address and user agent, told to WordPress in a header the companion plugin verifies with
 * the shared secret (REVALIDATE_SECRET here, PLAZA_REVALIDATE_SECRET there) and feeds to Contact Form 7's
 * own filters, so `[_remote_ip]`, `[_user_agent]`, the disallowed list and Akismet judge each visitor and
 * not the site's server. Without the secret, or with a signature that does not match, the plugin ignores
 * the header (wordpress/plaza-revalidate/includes/class-plaza-contact-client.php).
 *
 *   X-Plaza-Client: base64url(JSON {"ip", "ua", "ref", "ts"})
 *   X-Plaza-Client-Signature: sha256=hex(HMAC-SHA256(secret, "contact-client.<value of X-Plaza-Client>"))
 *
 * `ref` binds it to one message (the plugin compares it with the posted `plaza-reference`) and `ts` (Unix
 * seconds) to a short window: each delivery attempt signs afresh.
 */
export const CLIENT_HEADER = 'x-plaza-client';
export const CLIENT_SIGNATURE_HEADER = 'x-plaza-client-signature';

/** What the header's HMAC covers before its value: it never passes for another signature of the secret. */
const CLIENT_PURPOSE = 'contact-client';

export type ClientFacts = { address: string | null; userAgent: string | null };

export function signedClientHeaders(
  secret: string,
  client: ClientFacts,
  reference: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const value = Buffer.from(
    JSON.stringify({
      ip: client.address ?? '',
      ua: (client.userAgent ?? '').slice(0, 512),
      ref: reference,
      ts: nowSeconds,
    }),
  ).toString('base64url');
  return {
    [CLIENT_HEADER]: value,
    [CLIENT_SIGNATURE_HEADER]: `sha256=${createHmac('sha256', secret).update(`${CLIENT_PURPOSE}.${value}`).digest('hex')}`,
  };
}
