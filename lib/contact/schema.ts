import * as yup from 'yup';

import type { Locale } from '@/lib/i18n/locales';

import {
  CONTACT_FIELDS,
  FIELD_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './fields';

// One schema for the Formik island and POST /api/contact, so the same words; it ships to the browser.
export { CONTACT_FIELDS, EMPTY_CONTACT, FIELD_LIMITS, HONEYPOT_FIELD } from './fields';
export type { ContactErrors, ContactField, ContactValues } from './fields';

type Messages = {
  required: Record<ContactField, string>;
  emailFormat: string;
  /** The limit and how far over it the text is: the visitor can cut exactly that much. */
  tooLong: (max: number, length: number) => string;
  notText: string;
  forbiddenCharacters: string;
  invisibleCharacters: string;
  /** Contact Form 7 refused the field for a rule of its own (its wording is never shown). */
  rejectedUpstream: string;
};

/** Each language has a full set: the spec's wording where it is in that language, a translation elsewhere. */
export const CONTACT_MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: {
    required: {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please write the subject of the message.',
      message: 'Please write the message.',
    },
    emailFormat: 'Entered value does not match email format',
    tooLong: (max, length) =>
      `Please use at most ${max} characters: this has ${length}, ${length - max} too many`,
    notText: 'This field must be text',
    forbiddenCharacters: 'Please remove the control characters from this field',
    invisibleCharacters:
      'Please remove the invisible or text-direction characters from this field (they can hide what the text says)',
    rejectedUpstream: 'The plaza could not accept this value; please check it',
  },
  es: {
    required: {
      name: 'El nombre es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      subject: 'Por favor escriba el asunto del mensaje.',
      message: 'Por favor escriba el mensaje.',
    },
    emailFormat: 'El valor ingresado no coincide con el formato de correo electrónico.',
    tooLong: (max, length) =>
      `Por favor use como máximo ${max} caracteres: este tiene ${length}, ${length - max} de más.`,
    notText: 'Este campo debe ser texto.',
    forbiddenCharacters: 'Por favor quite los caracteres de control de este campo.',
    invisibleCharacters:
      'Por favor quite los caracteres invisibles o de dirección del texto de este campo (pueden ocultar lo que dice el texto).',
    rejectedUpstream: 'La plaza no pudo aceptar este valor; por favor revíselo.',
  },
};

// C0, DEL, C1 and lone surrogates; line breaks and tabs only in the message: in a subject they forge headers.
const CONTROL_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** WordPress's is_email(), which Contact Form 7 applies, wants a dot in the domain; yup's rule does not. */
const DOMAIN_WITH_DOT = /@[^@]+\.[^@.]+$/;

/** Line separators, bidi controls ("\u202Egnp.exe" shows "exe.png"), invisibles; ZWJ/ZWNJ stay for emoji. */
const INVISIBLE_SINGLE_LINE =
  /[\u061C\u180E\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/u;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** Form posts send CRLF, and an override could display a line reversed. */
export const normaliseMessage = (text: string) =>
  text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(BIDI_CONTROLS, '');
const unixLineBreaks = (value: unknown) => (typeof value === 'string' ? normaliseMessage(value) : value);

function textField(field: ContactField, messages: Messages) {
  const forbidden = field === 'message' ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  const text = yup.string().typeError(messages.notText);
  return (
    (field === 'message' ? text.transform(unixLineBreaks) : text)
      .trim()
      .required(messages.required[field])
      .max(FIELD_LIMITS[field], ({ max, value }: { max: number; value: unknown }) =>
        messages.tooLong(max, typeof value === 'string' ? value.length : 0),
      )
      // On the value as typed: trim() would quietly drop a trailing vertical tab or form feed.
      .test('no-control-characters', messages.forbiddenCharacters, function (value) {
        const typed: unknown = this.originalValue;
        return !forbidden.test(typeof typed === 'string' ? typed : (value ?? ''));
      })
      // As typed too: trim() removes U+2028, U+2029 and U+FEFF at either end without a word.
      .test('no-invisible-characters', messages.invisibleCharacters, function (value) {
        const typed: unknown = this.originalValue;
        return (
          field === 'message' ||
          !INVISIBLE_SINGLE_LINE.test(typeof typed === 'string' ? typed : (value ?? ''))
        );
      })
  );
}

export function contactSchema(lang: Locale) {
  const messages = CONTACT_MESSAGES[lang];
  return yup.object({
    name: textField('name', messages),
    email: textField('email', messages)
      .email(messages.emailFormat)
      .test('domain-with-dot', messages.emailFormat, (value) => !value || DOMAIN_WITH_DOT.test(value)),
    subject: textField('subject', messages),
    message: textField('message', messages),
  });
}

export type ContactValidation = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors };

/** Only strings count as text: yup would turn a JSON body's `"name": 42` into one. */
export function validateContact(input: Readonly<Record<string, unknown>>, lang: Locale): ContactValidation {
  const messages = CONTACT_MESSAGES[lang];
  const errors: ContactErrors = {};
  const candidate: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    if (value === undefined || value === null) candidate[field] = '';
    else if (typeof value === 'string') candidate[field] = value;
    else errors[field] = messages.notText;
  }
  try {
    const values = contactSchema(lang).validateSync(candidate, { abortEarly: false, stripUnknown: true });
    if (Object.keys(errors).length === 0) return { ok: true, values };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner) {
      const field = inner.path as ContactField | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
  }
  return { ok: false, errors };
}
