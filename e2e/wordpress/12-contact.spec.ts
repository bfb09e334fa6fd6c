import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { FIELD_LIMITS } from '../../lib/contact/fields';
import type { Locale } from '../../lib/i18n/locales';
import { pathFor } from '../../lib/routes';
import { openForm } from '../support/contact-form';

import { headerLines, mailWith, readContactMail } from './support/mail';
import { harness } from './support/state';

/**
 * Visitors' messages through the real Contact Form 7 (the form the companion plugin made; the site's
 * CF7_FORM_ID), captured as WordPress mails them: every length around CF7's old 2,000-character default and
 * the site's 5,000 limit, in both languages, from the contact page and the pharmacy's form, with and
 * without JavaScript, arrives byte for byte as typed (accents, an emoji, line breaks).
 */
const LENGTHS = [1, 2_000, 2_001, 4_999, FIELD_LIMITS.message];
type ContactText = { submit: string; sent: string };
/** The form's words in each language (content/i18n/: the site's own strings). */
const textOf = (lang: Locale): ContactText =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), `content/i18n/${lang}.json`), 'utf8')) as {
      contact: ContactText;
    }
  ).contact;
const TEXT = { es: textOf('es'), en: textOf('en') };
const FORMS = ['contact', 'pharmacy'] as const;

/** Words of both languages, an emoji (two UTF-16 code units, as the site and CF7 count) and line breaks. */
const PIECES = [
  'Buenos días, ',
  '¿tienen consultorio libre? ',
  'Señalé «Farmacia París» ',
  '🩺 ',
  'café y té.\n',
  'Thanks!\n\n',
];

/** Exactly `length` UTF-16 code units, no whitespace at either end (both sides trim), never half an emoji. */
function messageOf(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    const piece = PIECES[i % PIECES.length]!;
    text += text.length + piece.length <= length ? piece : 'ñ'.repeat(length - text.length);
  }
  return text.replace(/\s$/, '.').replace(/^\s/, '¡');
}

let client = 0;
/** Each message its own client (X-Forwarded-For, TRUSTED_PROXIES=127.0.0.1 in run.sh): 5 a minute each. */
const asNewClient = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(client = (client % 250) + 1)}` });

async function fillForm(page: Page, subject: string, message: string): Promise<void> {
  await page.locator('#contact-name').fill('Lucía Ñúñez');
  await page.locator('#contact-email').fill('lucia@correo.example');
  await page.locator('#contact-subject').fill(subject);
  await page.locator('#contact-message').fill(message);
}

for (const lang of ['es', 'en'] as const satisfies Locale[]) {
  for (const form of FORMS) {
    for (const javaScript of [true, false]) {
      const path = pathFor(form, lang);
      test(`${path} ${javaScript ? 'with' : 'without'} JavaScript: ${LENGTHS.join(', ')} characters arrive exactly`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled: javaScript });
        const page = await context.newPage();
        try {
          for (const length of LENGTHS) {
            const subject = `plaza-e2e ${lang} ${form} ${javaScript ? 'js' : 'no-js'} ${length}`;
            const message = messageOf(length);
            expect(message.length).toBe(length);
            await asNewClient(page);
            if (javaScript) await openForm(page, path);
            else await page.goto(path);
            await fillForm(page, subject, message);
            await page.getByRole('button', { name: TEXT[lang].submit }).click();
            // With JavaScript the form's own status; without, the handler's result page (its status too).
            await expect(page.getByRole('status')).toContainText(TEXT[lang].sent);

            const mail = mailWith(subject);
            const { lines, message: mailed } = readContactMail(mail);
            // Compared as strings: the same UTF-16 code units, hence the same UTF-8 bytes in the mail.
            expect(mailed, `${length} characters`).toBe(message);
            expect(lines.From).toBe('Lucía Ñúñez <lucia@correo.example>');
            expect(lines.Subject).toBe(subject);
            expect(headerLines(mail)).toContain('Reply-To: lucia@correo.example');
            // The hidden fields' lines (plaza-page, plaza-lang, plaza-reference) are there; their values are
            // 03-contact-setup's subject.
            expect(Object.keys(lines)).toEqual(expect.arrayContaining(['Page', 'Language', 'Reference']));
          }
        } finally {
          await context.close();
        }
      });
    }
  }
}

test("the form's limits in Contact Form 7 are the site's", async () => {
  const { WP_URL, CF7_FORM_ID } = harness();
  const response = await fetch(
    `${WP_URL}/wp-json/contact-form-7/v1/contact-forms/${CF7_FORM_ID}/feedback/schema`,
  );
  const schema = (await response.json()) as { rules: { rule: string; field: string; threshold?: number }[] };
  const maxlength = Object.fromEntries(
    schema.rules.filter((rule) => rule.rule === 'maxlength').map((rule) => [rule.field, rule.threshold]),
  );
  expect(maxlength).toEqual({
    'your-name': FIELD_LIMITS.name,
    'your-email': FIELD_LIMITS.email,
    'your-subject': FIELD_LIMITS.subject,
    'your-message': FIELD_LIMITS.message,
  });
});
