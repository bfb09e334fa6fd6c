'use client';

import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { CONTACT_FIELDS, EMPTY_CONTACT, HONEYPOT_FIELD, type ContactValues } from '@/lib/contact/fields';
import { newReference } from '@/lib/contact/reference';
import { postContact } from '@/lib/contact/browser-send';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

import { ContactField, fieldId } from './contact-field.client';
import styles from './contact-form.module.css';

export type ContactFormText = Pick<
  Dictionary['contact'],
  | 'labels'
  | 'requiredNote'
  | 'honeypot'
  | 'submit'
  | 'sending'
  | 'checkFields'
  | 'sent'
  | 'received'
  | 'reference'
  | 'failed'
  | 'rateLimited'
>;

type Props = {
  lang: Locale;
  text: ContactFormText;
  /** The number a visitor can call when sending fails. */
  phone: { display: string; tel: string };
  /** The page the form sits on: where a no-JavaScript post comes back to. */
  returnPath: string;
};

type Outcome =
  { status: 'idle' | 'failed' | 'rate_limited' } | { status: 'sent' | 'received'; reference: string };

const AUTOCOMPLETE = { name: 'name', email: 'email', subject: 'off', message: 'off' } as const;

function withPhone(message: string, phone: Props['phone']): ReactNode {
  const [before, after] = message.split('{phone}');
  return (
    <>
      {before}
      <a href={`tel:${phone.tel}`}>{phone.display}</a>
      {after}
    </>
  );
}

/**
 * Formik's own `validationSchema` check, with the shared schema imported on first use: yup is 13 kB of
 * gzip that no visitor needs before touching the form.
 */
async function validateContactForm(
  values: ContactValues,
  lang: Locale,
): Promise<FormikErrors<ContactValues>> {
  const { contactSchema } = await import('@/lib/contact/schema');
  try {
    await validateYupSchema(values, contactSchema(lang));
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/**
 * The contact form (contact page and pharmacy). Server-rendered as a plain form that posts to
 * /api/contact, so it works before and without JavaScript; once hydrated, Formik validates with the
 * shared schema and sends JSON, keeping every typed value until the message is accepted.
 */
export function ContactForm({ lang, text, phone, returnPath }: Props) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  // One reference per message: kept while the same text is sent again (a retry after a failure, a double
  // click), renewed when the text changes or once the message is accepted.
  const pending = useRef<{ reference: string; text: string } | null>(null);

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: (values) => validateContactForm(values, lang),
    onSubmit: async (values, helpers) => {
      const honeypot = formRef.current ? new FormData(formRef.current).get(HONEYPOT_FIELD) : null;
      const typed = JSON.stringify(values);
      if (pending.current?.text !== typed) pending.current = { reference: newReference(), text: typed };
      const result = await postContact({
        ...values,
        lang,
        returnTo: returnPath,
        reference: pending.current.reference,
        [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
      });
      if (result.status === 'sent' || result.status === 'received') {
        pending.current = null;
        helpers.resetForm();
        setOutcome(result);
      } else if (result.status === 'invalid') {
        helpers.setErrors(result.errors);
      } else {
        setOutcome({ status: result.status });
      }
    },
  });

  // After each submit attempt (rejected by the schema or by the server), focus the first invalid field.
  const handledSubmit = useRef(0);
  const { isSubmitting, submitCount, errors } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [isSubmitting, submitCount, errors]);

  const hasErrors = CONTACT_FIELDS.some((field) => errors[field]);
  const accepted = outcome.status === 'sent' || outcome.status === 'received';
  let status: ReactNode = null;
  if (outcome.status === 'sent' || outcome.status === 'received') {
    const [before, after] = text.reference.split('{reference}');
    status = (
      <>
        {outcome.status === 'sent' ? text.sent : text.received}{' '}
        <span>
          {before}
          <strong>{outcome.reference}</strong>
          {after}
        </span>
      </>
    );
  } else if (outcome.status === 'failed') status = withPhone(text.failed, phone);
  else if (outcome.status === 'rate_limited') status = withPhone(text.rateLimited, phone);
  else if (submitCount > 0 && hasErrors) status = text.checkFields;

  return (
    <FormikProvider value={formik}>
      {/* Without JavaScript the browser posts this form itself: multipart keeps non-ASCII text compact. */}
      <form
        ref={formRef}
        action="/api/contact"
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          setOutcome({ status: 'idle' });
          formik.handleSubmit(event);
        }}
      >
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="returnTo" value={returnPath} />
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
          <input
            id={`contact-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className={styles.note}>{text.requiredNote}</p>
        {CONTACT_FIELDS.map((name) => (
          <ContactField
            key={name}
            name={name}
            label={text.labels[name]}
            autoComplete={AUTOCOMPLETE[name]}
            multiline={name === 'message'}
          />
        ))}
        <div role="status" className={accepted ? styles.status : styles.statusProblem}>
          {status}
        </div>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? text.sending : text.submit}
        </button>
      </form>
    </FormikProvider>
  );
}
