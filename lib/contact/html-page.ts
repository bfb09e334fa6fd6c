import 'server-only';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import type { Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { pathFor } from '@/lib/routes';
import type { Phone } from '@/lib/site';

import { REFERENCE_FIELD } from './reference';
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './schema';

const DICTIONARIES = { es: es.contact, en: en.contact } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const AUTOCOMPLETE: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  subject: 'off',
  message: 'off',
};

/** Colours are the site's tokens (globals.css) written out: this page ships without the site's CSS. */
const STYLE = `
body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#1b1f24;background:#fff}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;color:#0b5c7a;margin:0 0 1rem}
.notice{border-left:4px solid #b3261e;background:#fbeeed;padding:.75rem 1rem;margin:0 0 1.5rem}
.done{border-left-color:#1e6b3a;background:#eaf4ee}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
label{font-weight:600}
input,textarea{font:inherit;padding:.6rem .75rem;border:1px solid #5d6b7a;border-radius:6px;min-height:24px}
textarea{min-height:10rem}
[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;margin:0;font-weight:600}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;color:#fff;background:#0b5c7a;border:0;border-radius:6px;padding:.75rem 1.5rem;min-height:44px;cursor:pointer}
:focus-visible{outline:3px solid #b8452b;outline-offset:2px}
a{color:#0b5c7a}`;

export type FormPageInput = {
  lang: Locale;
  page: string;
  values: ContactValues;
  errors: ContactErrors;
  kind: 'invalid' | 'failed' | 'rateLimited';
  phone: Pick<Phone, 'display' | 'tel'>;
  /** Posted again with the corrected form, so a repeat stays one message. */
  reference: string;
};

const documentStart = (lang: Locale, title: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} - ${PLAZA.name}`)}</title><style>${STYLE}</style></head>`;

function notice(input: FormPageInput): string {
  const dict = DICTIONARIES[input.lang];
  if (input.kind === 'invalid') return escapeHtml(dict.checkFields);
  const link = `<a href="tel:${escapeHtml(input.phone.tel)}">${escapeHtml(input.phone.display)}</a>`;
  return escapeHtml(input.kind === 'failed' ? dict.failed : dict.rateLimited).replace('{phone}', link);
}

function field(name: ContactField, input: FormPageInput, autofocus: boolean): string {
  const dict = DICTIONARIES[input.lang];
  const id = `contact-${name}`;
  const error = input.errors[name];
  const attrs = [
    `id="${id}"`,
    `name="${name}"`,
    'required',
    `autocomplete="${AUTOCOMPLETE[name]}"`,
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
    autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const control =
    name === 'message'
      ? `<textarea ${attrs} rows="8">${escapeHtml(input.values[name])}</textarea>`
      : `<input ${attrs} type="${name === 'email' ? 'email' : 'text'}" value="${escapeHtml(input.values[name])}">`;
  const errorLine = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(dict.labels[name])}</label>${control}${errorLine}</div>`;
}

/** The no-JavaScript form again, each error by its field, focus on the first, every typed value kept. */
export function renderFormPage(input: FormPageInput): string {
  const dict = DICTIONARIES[input.lang];
  const title = dict.page[input.kind];
  const firstInvalid = CONTACT_FIELDS.find((name) => input.errors[name]);
  const fields = CONTACT_FIELDS.map((name) => field(name, input, name === firstInvalid)).join('');
  return `${documentStart(input.lang, title)}
<body><main><h1>${escapeHtml(title)}</h1>
<p class="notice" role="alert">${notice(input)}</p>
<form id="contact" action="/api/contact" method="post" enctype="multipart/form-data" novalidate>
<input type="hidden" name="lang" value="${input.lang}"><input type="hidden" name="returnTo" value="${escapeHtml(input.page)}"><input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(input.reference)}">
<div class="hp" aria-hidden="true"><label for="contact-${HONEYPOT_FIELD}">${escapeHtml(dict.honeypot)}</label><input id="contact-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>
${fields}<button type="submit">${escapeHtml(dict.submit)}</button></form>
<p><a href="${escapeHtml(input.page)}">${escapeHtml(dict.page.back)}</a></p></main></body></html>`;
}

/** The no-JavaScript answer to an accepted message; a reload posts it again, which its reference answers. */
export function renderAcceptedPage(input: {
  lang: Locale;
  page: string;
  kind: 'sent' | 'received';
  reference: string;
}): string {
  const dict = DICTIONARIES[input.lang];
  const title = dict.page[input.kind];
  const reference = escapeHtml(dict.reference).replace(
    '{reference}',
    `<strong>${escapeHtml(input.reference)}</strong>`,
  );
  return `${documentStart(input.lang, title)}
<body><main><h1>${escapeHtml(title)}</h1>
<div class="notice done" role="status"><p>${escapeHtml(dict[input.kind])}</p><p>${reference}</p></div>
<p><a href="${escapeHtml(input.page)}">${escapeHtml(dict.page.done)}</a></p></main></body></html>`;
}

/** The request could not be read at all (wrong type, too big, broken): its language is unknown. */
export function renderRejectedPage(): string {
  const page = (lang: Locale) =>
    `<section lang="${lang}"><p>${escapeHtml(DICTIONARIES[lang].page.rejected)}</p><p><a href="${pathFor('contact', lang)}">${escapeHtml(DICTIONARIES[lang].page.back)}</a></p></section>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(PLAZA.name)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(PLAZA.name)}</h1>${page('es')}${page('en')}</main></body></html>`;
}
