import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { BASE_URL, VARNISH_URL } from '../playwright.config';
import { postMessage } from './hardening/contact';
import { openForm } from './support/contact-form';
import { fakeCf7 } from './support/fake-cf7-client';

/**
 * The contact form end to end, in both languages: the page as built, the route handler under
 * `next start`, and a fake Contact Form 7 that records what arrives (e2e/servers/fake-cf7.ts).
 */
const LANGS = {
  es: {
    page: '/es/contacto',
    required: {
      name: 'El nombre es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      subject: 'Por favor escriba el asunto del mensaje.',
      message: 'Por favor escriba el mensaje.',
    },
    emailFormat: 'El valor ingresado no coincide con el formato de correo electrónico.',
    labels: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    sent: 'Gracias, su mensaje fue enviado.',
    received: 'Gracias, recibimos su mensaje. Está guardado y lo entregaremos',
    reference: 'Referencia de su mensaje:',
    sentTitle: 'Mensaje enviado',
    back: 'Volver a la página',
    tooLong: 'Por favor use como máximo 5000 caracteres: este tiene 5012, 12 de más.',
    refused: 'La plaza no pudo aceptar este valor; por favor revíselo.',
  },
  en: {
    page: '/en/contact',
    required: {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please write the subject of the message.',
      message: 'Please write the message.',
    },
    emailFormat: 'Entered value does not match email format',
    labels: { name: 'Name', email: 'E-mail', subject: 'Subject', message: 'Message' },
    submit: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you, your message was sent.',
    received: 'Thank you, we received your message. It is safely stored and we will deliver it',
    reference: "Your message's reference:",
    sentTitle: 'Message sent',
    back: 'Back to the page',
    tooLong: 'Please use at most 5000 characters: this has 5012, 12 too many',
    refused: 'The plaza could not accept this value; please check it',
  },
} as const;

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const TYPED = {
  name: 'Lucía Ñúñez',
  email: 'lucia@correo.example',
  subject: 'Consultorio en renta',
  message: '¿Hay consultorios libres?\nGracias.',
};

// Each test is its own client for the 5-a-minute limit (the server trusts X-Forwarded-For in e2e).
let client = 0;
test.beforeEach(async ({ page, request }) => {
  client += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${client}` });
  await fakeCf7(request).reset();
});

const field = (page: Page, name: (typeof FIELDS)[number]) => page.locator(`#contact-${name}`);
const REFERENCE = /[0-9A-Z]{5}-[0-9A-Z]{5}/;

async function fill(page: Page, values: Partial<typeof TYPED>) {
  for (const [name, value] of Object.entries(values))
    await field(page, name as keyof typeof TYPED).fill(value);
}

async function expectFieldError(page: Page, name: (typeof FIELDS)[number], message: string) {
  await expect(page.locator(`#contact-${name}-error`)).toHaveText(message);
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, name)).toHaveAttribute('aria-describedby', `contact-${name}-error`);
}

for (const [lang, t] of Object.entries(LANGS)) {
  test.describe(`contact form (${lang})`, () => {
    test('an empty submit shows each exact message on its own field and focuses the first', async ({
      page,
    }) => {
      await openForm(page, t.page);
      await page.getByRole('button', { name: t.submit }).click();
      for (const name of FIELDS) await expectFieldError(page, name, t.required[name]);
      await expect(field(page, 'name')).toBeFocused();
      await expect(page.getByRole('status')).toHaveText(
        lang === 'es' ? 'Por favor revise los campos marcados.' : 'Please check the highlighted fields.',
      );
      expect(await fakeCf7(page.request).received()).toEqual([]);
    });

    test('errors appear on blur, on the field left, and leave once fixed', async ({ page }) => {
      await openForm(page, t.page);
      await field(page, 'name').focus();
      await page.keyboard.press('Tab');
      await expectFieldError(page, 'name', t.required.name);
      await expect(page.locator('#contact-email-error')).toHaveCount(0);
      await field(page, 'name').fill(TYPED.name);
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'false');
    });

    test('a bad e-mail shows the format message on the e-mail field', async ({ page }) => {
      await openForm(page, t.page);
      await fill(page, { name: TYPED.name, email: 'lucia@' });
      await field(page, 'subject').focus();
      await expectFieldError(page, 'email', t.emailFormat);
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
    });

    test('a valid message reaches Contact Form 7 with its field names; the visitor sees success', async ({
      page,
      request,
    }) => {
      const cf7 = fakeCf7(request);
      await cf7.setMode('hang'); // hold CF7's answer to see the form while it sends
      await openForm(page, t.page);
      await fill(page, TYPED);
      const button = page.locator('#contact button[type="submit"]');
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(t.sending);
      await expect.poll(async () => (await cf7.received()).length).toBe(1); // CF7 holds it now
      await expect(button).toBeDisabled();
      await cf7.release();
      await expect(page.getByRole('status')).toContainText(t.sent);
      await expect(page.getByRole('status')).toContainText(t.reference);
      const shown = REFERENCE.exec((await page.getByRole('status').textContent()) ?? '')?.[0];
      await expect(button).toBeEnabled();
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue('');

      const received = await cf7.received();
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe('/wp-json/contact-form-7/v1/contact-forms/77/feedback');
      expect(received[0]!.contentType).toMatch(/^multipart\/form-data/);
      expect(received[0]!.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
      const fields = {
        ...received[0]!.fields,
        'your-message': received[0]!.fields['your-message']?.replace(/\r\n/g, '\n'),
      };
      expect(fields).toEqual({
        'your-name': TYPED.name,
        'your-email': TYPED.email,
        'your-subject': TYPED.subject,
        'your-message': TYPED.message,
        'plaza-page': 'contact',
        'plaza-lang': lang,
        'plaza-reference': shown,
        _wpcf7_unit_tag: 'wpcf7-f77-o1',
      });
    });

    test('with Contact Form 7 failing, the visitor is told "received" with the reference; it arrives once CF7 is back', async ({
      page,
      request,
    }) => {
      const cf7 = fakeCf7(request);
      await cf7.setMode('mail_failed');
      await openForm(page, t.page);
      await fill(page, TYPED);
      await page.getByRole('button', { name: t.submit }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(t.received);
      await expect(status).not.toContainText('RAW-CF7');
      const shown = REFERENCE.exec((await status.textContent()) ?? '')?.[0];
      expect(shown).toBeDefined();
      await cf7.setMode('mail_sent');
      await expect
        .poll(async () => (await cf7.mails()).map((mail) => mail.fields['plaza-reference']), {
          timeout: 15_000,
        })
        .toEqual([shown]);
    });

    test('a message over the limit names the limit and how far over, before sending, and keeps the text', async ({
      page,
      request,
    }) => {
      await openForm(page, t.page);
      const long = 'ñ'.repeat(5012);
      await fill(page, { ...TYPED, message: long });
      await page.getByRole('button', { name: t.submit }).click();
      await expectFieldError(page, 'message', t.tooLong);
      await expect(field(page, 'message')).toHaveValue(long); // no maxlength cut the paste
      expect(await fakeCf7(request).received()).toEqual([]);
    });

    test('a field Contact Form 7 refuses is marked and focused, values kept', async ({ page, request }) => {
      await fakeCf7(request).setMode('validation_failed'); // the fake refuses your-email
      await openForm(page, t.page);
      await fill(page, TYPED);
      await page.getByRole('button', { name: t.submit }).click();
      await expectFieldError(page, 'email', t.refused);
      await expect(field(page, 'email')).toBeFocused();
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue(TYPED[name]);
    });

    test('the no-JavaScript error page has no axe violations', async ({ page }) => {
      // axe needs script; the page is fetched as a browser would post the form, then scanned here.
      const response = await page.request.post('/api/contact', {
        headers: { accept: 'text/html' },
        multipart: { name: TYPED.name, email: 'lucia@', subject: '', message: '', lang, returnTo: t.page },
      });
      expect(response.status()).toBe(422);
      await page.setContent(await response.text());
      await expect(page.locator('#contact-email-error')).toHaveText(t.emailFormat);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    test('the no-JavaScript answer to an accepted message has no axe violations', async ({ page }) => {
      const response = await page.request.post('/api/contact', {
        headers: { accept: 'text/html' },
        multipart: { ...TYPED, subject: `${TYPED.subject} axe`, lang, returnTo: t.page },
      });
      expect(response.status()).toBe(200);
      await page.setContent(await response.text());
      await expect(page.getByRole('status')).toContainText(t.reference);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    test('has no axe violations, errors shown', async ({ page }) => {
      await openForm(page, t.page);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('#contact-name-error')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#contact').analyze();
      expect(results.violations).toEqual([]);
    });
  });

  test.describe(`contact form without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('posts to the handler: errors and typed values come back, then the page shows success', async ({
      page,
      request,
    }) => {
      await page.goto(t.page);
      await fill(page, { name: TYPED.name, email: 'lucia@' });
      await page.getByRole('button', { name: t.submit }).click();

      // The handler's own page: same form, errors on their fields, what was typed still there.
      await expect(page).toHaveURL(/\/api\/contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectFieldError(page, 'email', t.emailFormat);
      await expectFieldError(page, 'subject', t.required.subject);
      await expectFieldError(page, 'message', t.required.message);
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
      await expect(field(page, 'name')).toHaveValue(TYPED.name);
      await expect(field(page, 'email')).toHaveValue('lucia@');
      await expect(field(page, 'email')).toBeFocused();

      await fill(page, { email: TYPED.email, subject: TYPED.subject, message: TYPED.message });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sentTitle);
      await expect(page.getByRole('status')).toContainText(t.sent);
      await expect(page.getByRole('status')).toContainText(t.reference);
      const shown = REFERENCE.exec((await page.getByRole('status').textContent()) ?? '')?.[0];

      const received = await fakeCf7(request).received();
      expect(received).toHaveLength(1);
      expect(received[0]!.fields['your-name']).toBe(TYPED.name);
      expect(received[0]!.fields['your-message']?.replace(/\r\n/g, '\n')).toBe(TYPED.message);
      expect(received[0]!.fields['plaza-reference']).toBe(shown);

      // Reloading the answer posts the same message again: the same reference, nothing sent twice.
      await page.reload();
      await expect(page.getByRole('status')).toContainText(shown!);
      expect(await fakeCf7(request).received()).toHaveLength(1);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(t.page);
    });

    test('a message over the limit comes back with the limit, how far over, and every character', async ({
      page,
    }) => {
      await page.goto(t.page);
      const long = 'ñ'.repeat(5012);
      await fill(page, { ...TYPED, message: long });
      await page.getByRole('button', { name: t.submit }).click();
      await expectFieldError(page, 'message', t.tooLong);
      await expect(field(page, 'message')).toHaveValue(long);
    });
  });
}

test.describe('the other pages with the form', () => {
  test('the pharmacy form sends and, without JavaScript, returns to the pharmacy page', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.200' },
    });
    const page = await context.newPage();
    await page.goto('/es/farmacia-paris');
    await expect(page.getByRole('heading', { name: 'Envíe un mensaje a la farmacia' })).toBeVisible();
    await fill(page, TYPED);
    await page.getByRole('button', { name: LANGS.es.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGS.es.sentTitle);
    await expect(page.getByRole('link', { name: LANGS.es.back })).toHaveAttribute(
      'href',
      '/es/farmacia-paris',
    );
    const received = await fakeCf7(request).received();
    expect(received).toHaveLength(1);
    // The plaza tells the pharmacy's messages from the contact page's.
    expect(received[0]!.fields['plaza-page']).toBe('pharmacy');
    await context.close();
  });

  test('/contact is the English contact page, canonical at /en/contact, and sends', async ({
    page,
    request,
  }) => {
    await openForm(page, '/contact');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await fill(page, TYPED);
    await page.getByRole('button', { name: LANGS.en.submit }).click();
    await expect(page.getByRole('status')).toContainText(LANGS.en.sent);
    expect(await fakeCf7(request).received()).toHaveLength(1);
  });
});

test.describe('a client address nobody can forge (TRUSTED_PROXIES=127.0.0.1)', () => {
  const sevenForged = async (baseUrl: string, socket: string) => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (
          await postMessage(
            baseUrl,
            { subject: `forged ${socket} ${Date.now()} ${i}` },
            { localAddress: socket, forwardedFor: `203.0.113.${i + 1}` },
          )
        ).status,
      );
    return statuses;
  };

  test('straight to the site from an address that is not a proxy, forged X-Forwarded-For: limited after 5', async () => {
    expect(await sevenForged(BASE_URL, '127.0.0.2')).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  test('through Varnish (a trusted proxy) the address it saw counts, not what the client wrote', async () => {
    expect(await sevenForged(VARNISH_URL, '127.0.0.3')).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another visitor through the same proxy is another client.
    const other = await postMessage(
      VARNISH_URL,
      { subject: `other ${Date.now()}` },
      { localAddress: '127.0.0.4' },
    );
    expect(other.status).toBe(200);
  });
});
