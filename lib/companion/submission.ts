import { createHash, createHmac } from 'node:crypto';

/**
 * The site's signature on each contact message it forwards to Contact Form 7, and the visitor it tells
 * WordPress about. The companion plugin refuses a submission to the plaza's own form without a valid one
 * (403 `plaza_signature_<reason>`), so CF7's public route takes that form's messages from the site alone;
 * a valid one also hands CF7 the visitor's address and user agent (the plugin's
 * includes/class-plaza-contact-client.php; docs/contact.md, "Only the site's messages").
 *
 *   X-Plaza-Client: base64url(JSON {"ip", "ua", "ref", "form", "fields", "ts"})
 *   X-Plaza-Client-Signature: sha256=hex(HMAC-SHA256(secret, "contact-client.<value of X-Plaza-Client>"))
 *
 * `form` is the CF7 form id, `ref` the message's reference, `ts` Unix seconds (each attempt signs afresh;
 * the plugin allows contract.ts's MAX_AGE_SECONDS), and `fields` the digest of every field posted (fieldsDigest), so a
 * signature passes for that one submission only. A replay of the same bytes within the window is the same
 * reference, which the plugin mails once. Samples both sides check: wordpress/plaza-revalidate/tests/
 * submission-samples.json.
 */
export const CLIENT_HEADER = 'x-plaza-client';
export const CLIENT_SIGNATURE_HEADER = 'x-plaza-client-signature';

/** What the header's HMAC covers before its value: it never passes for another signature of the secret. */
const CLIENT_PURPOSE = 'contact-client';

/** The code of the plugin's refusal starts so; the rest says why (missing, invalid, expired…). */
export const SIGNATURE_REFUSED_PREFIX = 'plaza_signature_';

export type SignedSubmission = {
  client: { address: string | null; userAgent: string | null };
  reference: string;
  formId: number;
  /** Every field of the multipart body, in the order posted. */
  fields: readonly (readonly [string, string])[];
};

const netstring = (text: string) => `${Buffer.byteLength(text, 'utf8')}:${text},`;

/**
 * Hex SHA-256 of the posted fields as netstrings (name, then value), sorted by name's bytes, line breaks
 * as LF. Multipart sends every line break as CRLF, so both sides count one LF for any of CRLF, CR, LF.
 */
export function fieldsDigest(fields: SignedSubmission['fields']): string {
  const sorted = [...fields].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const hash = createHash('sha256');
  for (const [name, value] of sorted) hash.update(netstring(name) + netstring(value.replace(/\r\n?/g, '\n')));
  return hash.digest('hex');
}

/** The two headers of one delivery attempt of `submission`, signed at `nowSeconds`. */
export function signSubmission(
  secret: string,
  { client, reference, formId, fields }: SignedSubmission,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const value = Buffer.from(
    JSON.stringify({
      ip: client.address ?? '',
      ua: (client.userAgent ?? '').slice(0, 512),
      ref: reference,
      form: formId,
      fields: fieldsDigest(fields),
      ts: nowSeconds,
    }),
  ).toString('base64url');
  return {
    [CLIENT_HEADER]: value,
    [CLIENT_SIGNATURE_HEADER]: `sha256=${createHmac('sha256', secret).update(`${CLIENT_PURPOSE}.${value}`).digest('hex')}`,
  };
}
