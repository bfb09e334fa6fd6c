// Apart from the schema: the form needs these when the page loads, yup only at its first validation.
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Hidden from eyes, keyboard and screen readers: bots fill it. */
export const HONEYPOT_FIELD = 'website';

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** UTF-16 code units, the unit of the browser's own `value.length`. */
export const FIELD_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 200,
  email: 254,
  subject: 200,
  message: 5000,
};
