import { createHash, createHmac } from 'node:crypto';

// The plugin refuses unsigned messages (docs/architecture.md, "The plaza's CF7 form takes only the site's signed
// messages"); both sides check wordpress/plaza-revalidate/tests/submission-samples.json.
export const CLIENT_HEADER = 'x-plaza-client';
export const CLIENT_SIGNATURE_HEADER = 'x-plaza-client-signature';

/** Signed before the value, so no signature the secret makes for another use passes here. */
const CLIENT_PURPOSE = 'contact-client';

/** The code of the plugin's refusal starts so; the rest says why (missing, invalid, expired…). */
export const SIGNATURE_REFUSED_PREFIX = 'plaza_signature_';

export type SignedSubmission = {
  client: { address: string | null; userAgent: string | null };
  reference: string;
  formId: number;
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
