'use client';

import { useId, useState, type FormEvent } from 'react';

import styles from './demo-form.module.css';

export type DemoFormKind = 'newsletter' | 'subscribe' | 'search';

const COPY: Record<DemoFormKind, { type: 'email' | 'search'; placeholder: string; notice: string }> = {
  newsletter: {
    type: 'email',
    placeholder: 'Email Address',
    notice: 'Nothing was sent: this demo newsletter form is not connected to any mailing list.',
  },
  subscribe: {
    type: 'email',
    placeholder: 'Email Address',
    notice: 'Nothing was sent: this demo form does not collect e-mail addresses.',
  },
  search: {
    type: 'search',
    placeholder: 'Search…',
    notice: 'Nothing was searched: this demo search box is not connected to any content.',
  },
};

/**
 * Newsletter, subscribe and search boxes of the demo pages: no validation and no network call (spec
 * section 5 and 7). After a submit they clear the box and say honestly that nothing happened.
 */
export function DemoForm({
  kind,
  label,
  submitLabel,
  tone = 'light',
}: {
  kind: DemoFormKind;
  label: string;
  submitLabel: string;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const [done, setDone] = useState(false);
  const copy = COPY[kind];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setDone(true);
  };

  return (
    <form
      className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}
      role={kind === 'search' ? 'search' : undefined}
      noValidate
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={kind === 'search' ? 'q' : 'email'}
          type={copy.type}
          placeholder={copy.placeholder}
          autoComplete={copy.type === 'email' ? 'email' : 'off'}
          onInput={() => setDone(false)}
        />
        <button type="submit">{submitLabel}</button>
      </div>
      <p role="status" className={styles.status}>
        {done ? copy.notice : null}
      </p>
    </form>
  );
}
