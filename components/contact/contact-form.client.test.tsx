/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';

import { ContactForm } from './contact-form.client';

const PHONE = { display: '686 555 0100', tel: '+526865550100' };

function renderForm(lang: 'es' | 'en') {
  const text = (lang === 'es' ? es : en).contact;
  return render(
    <ContactForm
      lang={lang}
      text={text}
      phone={PHONE}
      returnPath={lang === 'es' ? '/es/contacto' : '/en/contact'}
    />,
  );
}

describe('ContactForm island', () => {
  it('is a real form that posts to the route handler without JavaScript', () => {
    const { container } = renderForm('es');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('novalidate');
    expect(container.querySelector('input[name="lang"]')).toHaveValue('es');
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue('/es/contacto');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    for (const name of ['name', 'email', 'subject', 'message'])
      expect(container.querySelector(`[name="${name}"]`)).toBeRequired();
  });

  it('on an empty submit shows each message on its own field and focuses the first', async () => {
    const { container } = renderForm('es');
    fireEvent.submit(container.querySelector('form')!);
    const name = screen.getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico es obligatorio.',
    );
    expect(screen.getByLabelText('Asunto')).toHaveAccessibleDescription(
      'Por favor escriba el asunto del mensaje.',
    );
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('Por favor escriba el mensaje.');
    expect(screen.getByRole('status')).toHaveTextContent('Por favor revise los campos marcados.');
  });

  it('on blur shows the error of the field left, and only that one', async () => {
    renderForm('en');
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.blur(email);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Entered value does not match email format'),
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
