import * as yup from 'yup';

import type { Locale } from '@/lib/i18n/locales';

import {
  CONTACT_FIELDS,
  FIELD_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './fields';

/**
 * The contact form's one schema, shared by the Formik island in the browser and by POST /api/contact on
 * the server, so a message the page accepts is a message the server accepts, with the same words.
 * No server-only imports here: this module ships to the browser.
 */
export { CONTACT_FIELDS, EMPTY_CONTACT, FIELD_LIMITS, HONEYPOT_FIELD } from './fields';
export type { ContactErrors, ContactField, ContactValues } from './fields';

type Messages = {
  required: Record<ContactField, string>;
  emailFormat: string;
  tooLong: (max: number) => string;
  notText: string;
  forbiddenCharacters: string;
  /** Contact Form 7 refused the field for a rule of its own (its wording is never shown). */
  rejectedUpstream: string;
};

/**
 * Spec section 5 lists the messages once, half English and half Spanish; DECISIONS.md gives each
 * language a full set: the spec's wording verbatim where it is in that language, a translation elsewhere.
 */
export const CONTACT_MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: {
    required: {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please write the subject of the message.',
      message: 'Please write the message.',
    },
    emailFormat: 'Entered value does not match email format',
    tooLong: (max) => `Please use at most ${max} characters`,
    notText: 'This field must be text',
    forbiddenCharacters: 'Please remove the control characters from this field',
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
    tooLong: (max) => `Por favor use como máximo ${max} caracteres.`,
    notText: 'Este campo debe ser texto.',
    forbiddenCharacters: 'Por favor quite los caracteres de control de este campo.',
    rejectedUpstream: 'La plaza no pudo aceptar este valor; por favor revíselo.',
  },
};

// Control characters (C0, DEL, C1) and unpaired surrogates. Line breaks and tabs are allowed only in the
// message: in a name or subject they could forge mail headers downstream.
const CONTROL_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** WordPress's is_email(), which Contact Form 7 applies, wants a dot in the domain; yup's rule does not. */
const DOMAIN_WITH_DOT = /@[^@]+\.[^@.]+$/;

// Form posts send line breaks as CRLF (multipart and urlencoded encoding); a message has one kind of line break.
const unixLineBreaks = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;

function textField(field: ContactField, messages: Messages) {
  const forbidden = field === 'message' ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  const text = yup.string().typeError(messages.notText);
  return (
    (field === 'message' ? text.transform(unixLineBreaks) : text)
      .trim()
      .required(messages.required[field])
      .max(FIELD_LIMITS[field], messages.tooLong(FIELD_LIMITS[field]))
      // On the value as typed: trim() would quietly drop a trailing vertical tab or form feed.
      .test('no-control-characters', messages.forbiddenCharacters, function (value) {
        const typed: unknown = this.originalValue;
        return !forbidden.test(typeof typed === 'string' ? typed : (value ?? ''));
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

/**
 * Server-side validation of untrusted input. Only strings count as text: yup would turn a number or a
 * boolean into one, which is right for a form but wrong for a JSON body that sent `"name": 42`.
 */
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
