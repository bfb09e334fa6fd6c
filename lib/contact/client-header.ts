import 'server-only';

import { createHmac } from 'node:crypto';

/**
 * The visitor's address and user agent, signed for the companion plugin, so CF7's filters and Akismet judge
 * the visitor rather than our server; the format and the check are in
 * wordpress/plaza-revalidate/includes/class-plaza-contact-client.php. Each delivery attempt signs afresh.
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
