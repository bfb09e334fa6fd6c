/** Crockford base-32 ("7KQ2M-X9D4P"), to read out on the phone (docs/contact.md, "References"). */
export const REFERENCE_FIELD = 'reference';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value);

/** Ten characters from 50 bits of the given bytes (the first 7 are used). */
export function referenceFromBytes(bytes: Uint8Array): string {
  let bits = 0n;
  for (let index = 0; index < 7; index += 1) bits = (bits << 8n) | BigInt(bytes[index] ?? 0);
  bits >>= 6n; // 56 bits → 50
  let text = '';
  for (let index = 0; index < 10; index += 1) {
    text = ALPHABET[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export function newReference(): string {
  return referenceFromBytes(crypto.getRandomValues(new Uint8Array(7)));
}
