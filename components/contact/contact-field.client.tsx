'use client';

import { useField } from 'formik';

import type { ContactField as Field } from '@/lib/contact/fields';

import styles from './contact-form.module.css';

type Props = { name: Field; label: string; autoComplete: string; multiline?: boolean };

export const fieldId = (name: Field) => `contact-${name}`;

/**
 * One labelled field. Its error shows once the field was left (blur) or the form submitted, right below
 * it, tied to it by aria-describedby and flagged with aria-invalid.
 */
export function ContactField({ name, label, autoComplete, multiline = false }: Props) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const shared = {
    ...field,
    id,
    required: true,
    autoComplete,
    className: styles.control,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={7} />
      ) : (
        <input {...shared} type={name === 'email' ? 'email' : 'text'} />
      )}
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
