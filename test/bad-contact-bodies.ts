import { FIELD_LIMITS } from '@/lib/contact/schema';

/**
 * Generated bad bodies for POST /api/contact, each invalid by construction: wrong types, huge fields,
 * broken multipart, invalid UTF-8, missing fields, JSON arrays, nested objects… Seeded, so a failure
 * replays. Used by the handler-level test (app/api/contact/bad-input.test.ts) and, over HTTP against the
 * production server, by `npm run test:hardening` (e2e/hardening/bad-requests.ts).
 */

/** A valid message: every generated body starts from it and breaks it. */
export const VALID_MESSAGE = {
  name: 'Ana Pérez',
  email: 'ana.perez@correo.example',
  subject: 'Renta de local',
  message: '¿Tienen locales disponibles en planta baja?\nGracias.',
} as const;

type Fields = Record<string, unknown>;
export type Generated = {
  label: string;
  contentType: string | null;
  body: Uint8Array | string;
  accept: string;
};

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const CONTROL = ['\u0000', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
const BAD_EMAILS = [
  'plainaddress',
  '@correo.example',
  'ana@',
  'ana@plaza',
  'ana@@correo.example',
  'ana perez@correo.example',
  'ana@correo..example',
  'ana@-correo.example',
];
const WRONG_TYPES: unknown[] = [
  42,
  0,
  -1.5,
  true,
  false,
  [],
  ['Ana'],
  {},
  { first: 'Ana' },
  [[['deep']]],
  { a: { b: { c: {} } } },
];

/** `runs` bad bodies, each labelled with what makes it bad (`json: huge field + bad email`). */
export function generateBadContactBodies(random: () => number, runs: number): Generated[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const base = (): Fields => ({
    ...VALID_MESSAGE,
    lang: pick(['es', 'en']),
    returnTo: pick(['/es/contacto', '/en/contact']),
  });

  // Field mutations: each alone makes the message invalid. `jsonOnly` ones cannot be said in a form encoding.
  const mutations: {
    name: string;
    jsonOnly?: boolean;
    formOnly?: boolean;
    apply: (fields: Fields) => void;
  }[] = [
    { name: 'missing field', apply: (f) => void delete f[pick(FIELDS)] },
    { name: 'empty field', apply: (f) => void (f[pick(FIELDS)] = '') },
    { name: 'whitespace field', apply: (f) => void (f[pick(FIELDS)] = ' \t '.repeat(int(1, 5))) },
    {
      name: 'huge field',
      apply: (f) => {
        const field = pick(FIELDS);
        f[field] = 'x'.repeat(FIELD_LIMITS[field] + int(1, 12_000));
      },
    },
    { name: 'bad email', apply: (f) => void (f.email = pick(BAD_EMAILS)) },
    {
      name: 'control character',
      apply: (f) => {
        const field = pick(FIELDS);
        f[field] = `${String(f[field] ?? 'x')}${pick(CONTROL)}`;
      },
    },
    {
      name: 'line break in a one-line field',
      apply: (f) => void (f[pick(['name', 'subject', 'email'])] = 'Ana\r\nBcc: otro@correo.example'),
    },
    { name: 'wrong type', jsonOnly: true, apply: (f) => void (f[pick(FIELDS)] = pick(WRONG_TYPES)) },
    { name: 'null field', jsonOnly: true, apply: (f) => void (f[pick(FIELDS)] = null) },
    {
      name: 'lone surrogate',
      jsonOnly: true,
      apply: (f) => void (f[pick(FIELDS)] = `Ana ${pick(['\ud800', '\udfff', '\udbff'])}`),
    },
    {
      name: 'nested object',
      jsonOnly: true,
      apply: (f) => {
        const inner = { ...f };
        for (const key of FIELDS) delete f[key];
        f.contact = inner;
      },
    },
    {
      name: 'prototype keys',
      jsonOnly: true,
      apply: (f) => {
        delete f.name;
        // Own keys, as JSON.parse makes them: plain assignment would set the prototype instead.
        const own = { enumerable: true, configurable: true, writable: true };
        Object.defineProperty(f, '__proto__', { ...own, value: { name: 'Ana' } });
        Object.defineProperty(f, 'constructor', { ...own, value: { prototype: { name: 'Ana' } } });
      },
    },
    {
      name: 'repeated field',
      formOnly: true,
      apply: (f) => {
        const field = pick(FIELDS);
        f[field] = [String(f[field]), 'otra vez'];
      },
    },
  ];

  const encodeJson = (fields: Fields) => JSON.stringify(fields);
  const formEntries = (fields: Fields): [string, string][] =>
    Object.entries(fields).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => [key, String(item)] as [string, string])
        : [[key, String(value)] as [string, string]],
    );
  const encodeUrl = (fields: Fields) => new URLSearchParams(formEntries(fields)).toString();
  const boundary = () => `----plaza${int(1e6, 9e6)}`;
  const encodeMultipart = (fields: Fields, mark: string) =>
    formEntries(fields)
      .map(([key, value]) => `--${mark}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('') + `--${mark}--\r\n`;

  const bytes = (...parts: (string | number[])[]) => {
    const encoder = new TextEncoder();
    const chunks = parts.map((part) =>
      typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part),
    );
    const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  };
  const INVALID_UTF8 = [
    [0xff],
    [0xc3],
    [0xe2, 0x82],
    [0xc0, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ];

  // Whole-body shapes that are not a contact message at all.
  const bodies: { name: string; make: () => Omit<Generated, 'label' | 'accept'> }[] = [
    {
      name: 'JSON array',
      make: () => ({
        contentType: 'application/json',
        body: pick(['[]', JSON.stringify([base()]), '["Ana","ana@correo.example"]', '[[[]]]']),
      }),
    },
    {
      name: 'JSON primitive',
      make: () => ({ contentType: 'application/json', body: pick(['null', '42', '"Ana"', 'true', '""']) }),
    },
    {
      name: 'truncated JSON',
      make: () => {
        const text = encodeJson(base());
        return { contentType: 'application/json', body: text.slice(0, int(0, text.length - 1)) };
      },
    },
    {
      name: 'JSON with trailing garbage',
      make: () => ({
        contentType: 'application/json',
        body: `${encodeJson(base())}${pick(['}', ',', 'x', '{}'])}`,
      }),
    },
    {
      name: 'invalid UTF-8 (JSON)',
      make: () => {
        const text = encodeJson(base());
        const at = int(2, text.length - 2);
        return {
          contentType: 'application/json',
          body: bytes(text.slice(0, at), pick(INVALID_UTF8), text.slice(at)),
        };
      },
    },
    {
      name: 'invalid UTF-8 (urlencoded)',
      make: () => ({
        contentType: 'application/x-www-form-urlencoded',
        body: `${encodeUrl(base())}&name=${pick(['%FF', '%C3', '%E2%82', '%C0%AF', '%ED%A0%80', '%zz', '%'])}`,
      }),
    },
    {
      name: 'invalid UTF-8 (multipart)',
      make: () => {
        const mark = boundary();
        const text = encodeMultipart(base(), mark);
        const at = text.indexOf('\r\n\r\n') + 5;
        return {
          contentType: `multipart/form-data; boundary=${mark}`,
          body: bytes(text.slice(0, at), pick(INVALID_UTF8), text.slice(at)),
        };
      },
    },
    {
      name: 'multipart without boundary',
      make: () => ({ contentType: 'multipart/form-data', body: encodeMultipart(base(), boundary()) }),
    },
    {
      name: 'multipart boundary mismatch',
      make: () => ({
        contentType: `multipart/form-data; boundary=${boundary()}`,
        body: encodeMultipart(base(), 'other-boundary'),
      }),
    },
    {
      name: 'truncated multipart',
      make: () => {
        const mark = boundary();
        const text = encodeMultipart(base(), mark);
        return {
          contentType: `multipart/form-data; boundary=${mark}`,
          body: text.slice(0, int(0, text.length - mark.length - 8)),
        };
      },
    },
    {
      name: 'multipart part without a name',
      make: () => {
        const mark = boundary();
        return {
          contentType: `multipart/form-data; boundary=${mark}`,
          body: `--${mark}\r\nContent-Disposition: form-data\r\n\r\nAna\r\n${encodeMultipart(base(), mark)}`,
        };
      },
    },
    {
      name: 'multipart with a file',
      make: () => {
        const mark = boundary();
        const fields = base();
        const field = pick(FIELDS);
        delete fields[field];
        return {
          contentType: `multipart/form-data; boundary=${mark}`,
          body: `--${mark}\r\nContent-Disposition: form-data; name="${field}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhola\r\n${encodeMultipart(fields, mark)}`,
        };
      },
    },
    {
      name: 'JSON body sent as multipart',
      make: () => ({ contentType: `multipart/form-data; boundary=${boundary()}`, body: encodeJson(base()) }),
    },
    {
      name: 'form body sent as JSON',
      make: () => ({ contentType: 'application/json', body: encodeUrl(base()) }),
    },
    {
      name: 'empty body',
      make: () => ({
        contentType: pick([
          'application/json',
          'application/x-www-form-urlencoded',
          `multipart/form-data; boundary=${boundary()}`,
        ]),
        body: '',
      }),
    },
    {
      name: 'unsupported content type',
      make: () => ({
        contentType: pick([
          null,
          'text/plain',
          'text/html',
          'application/xml',
          'application/json-patch+json',
          'application/octet-stream',
          'image/png',
          'multipart/mixed; boundary=x',
        ]),
        body: encodeJson(base()),
      }),
    },
    {
      name: 'body over 32 KB',
      make: () => ({
        contentType: 'application/json',
        body: encodeJson({ ...base(), padding: 'x'.repeat(int(33_000, 80_000)) }),
      }),
    },
  ];

  const out: Generated[] = [];
  for (let run = 0; run < runs; run += 1) {
    const accept = pick(['application/json', 'text/html,application/xhtml+xml', '*/*']);
    if (random() < 0.55) {
      const format = pick(['json', 'urlencoded', 'multipart'] as const);
      const usable = mutations.filter((m) => (format === 'json' ? !m.formOnly : !m.jsonOnly));
      const fields = base();
      const applied = Array.from({ length: int(1, 3) }, () => pick(usable));
      for (const mutation of applied) mutation.apply(fields);
      const label = `${format}: ${[...new Set(applied.map((m) => m.name))].join(' + ')}`;
      if (format === 'json')
        out.push({ label, accept, contentType: 'application/json', body: encodeJson(fields) });
      else if (format === 'urlencoded')
        out.push({
          label,
          accept,
          contentType: 'application/x-www-form-urlencoded',
          body: encodeUrl(fields),
        });
      else {
        const mark = boundary();
        out.push({
          label,
          accept,
          contentType: `multipart/form-data; boundary=${mark}`,
          body: encodeMultipart(fields, mark),
        });
      }
    } else {
      const shape = pick(bodies);
      out.push({ label: shape.name, accept, ...shape.make() });
    }
  }
  return out;
}
