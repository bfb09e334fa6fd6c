import 'server-only';

import { readCapped } from '@/lib/http/read-capped';

/** A contact message is four short fields; anything past 32 KB is not one. */
export const MAX_BODY_BYTES = 32 * 1024;

export type BodyFormat = 'json' | 'urlencoded' | 'multipart';

/** A string, or for repeated fields and files something that is not one. */
export type BodyFields = Record<string, unknown>;

export type ParsedBody =
  | { ok: true; format: BodyFormat; fields: BodyFields }
  | { ok: false; status: 400 | 413 | 415; code: BodyErrorCode };

export type BodyErrorCode =
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_utf8'
  | 'invalid_json'
  | 'expected_object'
  | 'malformed_form';

const fail = (status: 400 | 413 | 415, code: BodyErrorCode): ParsedBody => ({ ok: false, status, code });

export function bodyFormat(contentType: string | null): BodyFormat | null {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (mediaType === 'multipart/form-data') return 'multipart';
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decode(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Repeated names become arrays (which the schema then refuses as "not text"): no silent first-wins. */
function collect(entries: Iterable<[string, unknown]>): BodyFields {
  const fields: BodyFields = Object.create(null) as BodyFields;
  for (const [key, value] of entries) {
    const previous = fields[key];
    if (previous === undefined) fields[key] = value;
    else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/** Strictly: URLSearchParams would turn `%FF` into U+FFFD where decodeURIComponent refuses it. */
function parseUrlencoded(text: string): BodyFields | null {
  const entries: [string, string][] = [];
  try {
    for (const pair of text.split('&')) {
      if (!pair) continue;
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      entries.push([
        decodeURIComponent(key.replace(/\+/g, ' ')),
        decodeURIComponent(value.replace(/\+/g, ' ')),
      ]);
    }
  } catch {
    return null;
  }
  return collect(entries);
}

/** JSON (the island), urlencoded or multipart (no JavaScript); never throws: a malformed body is a 4xx. */
export async function parseContactBody(request: Request): Promise<ParsedBody> {
  const contentType = request.headers.get('content-type');
  const format = bodyFormat(contentType);
  if (!format) return fail(415, 'unsupported_media_type');

  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readCapped(request, MAX_BODY_BYTES);
  } catch {
    return fail(400, 'malformed_form');
  }
  if (!bytes) return fail(413, 'payload_too_large');

  // Our forms post text only; the platform's parsers would quietly garble bad bytes into U+FFFD.
  const text = decode(bytes);
  if (text === null) return fail(400, 'invalid_utf8');

  if (format === 'multipart') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
      return { ok: true, format, fields: collect(form.entries()) };
    } catch {
      return fail(400, 'malformed_form');
    }
  }

  if (format === 'urlencoded') {
    const fields = parseUrlencoded(text);
    return fields ? { ok: true, format, fields } : fail(400, 'malformed_form');
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, 'invalid_json');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return fail(400, 'expected_object');
  return { ok: true, format, fields: collect(Object.entries(json)) };
}
