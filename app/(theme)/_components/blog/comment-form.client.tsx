'use client';

import { useFormik } from 'formik';
import { useId, useState, type FormEvent } from 'react';

import { commentSchema, EMPTY_COMMENT, type CommentValues } from './comment-schema';
import styles from './comment-form.module.css';

type FieldName = keyof CommentValues;
const ORDER: readonly FieldName[] = ['comment', 'name', 'email', 'acceptTerms'];

/**
 * The demo comment form: idle → invalid (each field shows its message) → submitted. It sends nothing
 * (spec section 7), so after a valid submit it resets and says so plainly instead of pretending.
 */
export function CommentForm() {
  const prefix = useId();
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<CommentValues>({
    initialValues: EMPTY_COMMENT,
    validationSchema: commentSchema,
    onSubmit: (_values, helpers) => {
      helpers.resetForm();
      setSubmitted(true);
    },
  });

  const fieldId = (name: FieldName) => `${prefix}-${name}`;
  const errorOf = (name: FieldName) => (formik.touched[name] ? formik.errors[name] : undefined);
  const describe = (name: FieldName) =>
    errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(name)}-error` } : {};
  const message = (name: FieldName) => {
    const error = errorOf(name);
    return error ? (
      <p id={`${fieldId(name)}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(false);
    const errors = await formik.validateForm();
    await formik.submitForm();
    // Keyboard and screen-reader users land on the first field to fix.
    const first = ORDER.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onReset={formik.handleReset}
      aria-describedby={`${prefix}-note`}
    >
      <p id={`${prefix}-note`} className={styles.note}>
        Demo form: comments are not sent or stored.
      </p>
      <div className={styles.full}>
        <label htmlFor={fieldId('comment')}>Comment</label>
        <textarea
          id={fieldId('comment')}
          rows={6}
          {...formik.getFieldProps('comment')}
          {...describe('comment')}
        />
        {message('comment')}
      </div>
      <div>
        <label htmlFor={fieldId('name')}>Name</label>
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          {...formik.getFieldProps('name')}
          {...describe('name')}
        />
        {message('name')}
      </div>
      <div>
        <label htmlFor={fieldId('email')}>Email</label>
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          placeholder="Email Address"
          {...formik.getFieldProps('email')}
          {...describe('email')}
        />
        {message('email')}
      </div>
      <div className={styles.full}>
        <div className={styles.check}>
          <input
            id={fieldId('acceptTerms')}
            type="checkbox"
            {...formik.getFieldProps({ name: 'acceptTerms', type: 'checkbox' })}
            {...describe('acceptTerms')}
          />
          <label htmlFor={fieldId('acceptTerms')}>I accept the terms and conditions</label>
        </div>
        {message('acceptTerms')}
      </div>
      <div className={styles.full}>
        <button type="submit" className={styles.submit}>
          Post Comment
        </button>
      </div>
      <div role="status" className={styles.full}>
        {submitted ? (
          <p className={styles.notice}>
            Thank you! This is a demo form, so your comment was not sent or saved anywhere. The form has been
            cleared.
          </p>
        ) : null}
      </div>
    </form>
  );
}
