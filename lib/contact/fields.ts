/**
 * The contact form's fields and limits, apart from the schema: the form needs them when the page loads,
 * the schema (and yup with it) only when it first validates. No server-only imports: this ships to the
 * browser.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** A field people never see (hidden from eyes, keyboard and screen readers); bots fill it. */
export const HONEYPOT_FIELD = 'website';

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Field lengths in UTF-16 code units, the unit of the browser's own `value.length`. */
export const FIELD_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 200,
  email: 254,
  subject: 200,
  message: 5000,
};
