import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signSubmission, type SignedSubmission } from '../../lib/companion/submission';
import { FIELD_LIMITS } from '../../lib/contact/fields';
import { newReference } from '../../lib/contact/reference';
import type { Locale } from '../../lib/i18n/locales';
import { pathFor } from '../../lib/routes';
import { openForm } from '../support/contact-form';

import { mailCounts, mailsFor, postJson, postToCf7 } from './support/contact';
import { headerLines, mails, mailWith, readContactMail } from './support/mail';
import { harness } from './support/state';
import { cli } from './support/wordpress';

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

/** A message to the plaza's form as the site composes it (lib/contact/cf7.ts), its subject marked. */
function plazaSubmission(subject: string): SignedSubmission {
  const formId = Number(harness().CF7_FORM_ID);
  const reference = newReference();
  return {
    client: { address: '203.0.113.66', userAgent: 'claimed browser' },
    reference,
    formId,
    fields: [
      ['your-name', 'Lucía Ñúñez'],
      ['your-email', 'lucia@correo.example'],
      ['your-subject', subject],
      ['your-message', 'Buenos días.\n¿Abren el domingo? 🩺'],
      ['plaza-page', 'contact'],
      ['plaza-lang', 'es'],
      ['plaza-reference', reference],
      ['_wpcf7_unit_tag', `wpcf7-f${formId}-o1`],
    ],
  };
}

const mailsAbout = (subject: string) => mails().filter((mail) => mail.subject.includes(subject));

/** CF7's form post without JavaScript, to any page of WordPress: its other way in, besides REST. */
async function postWithoutJavaScript(formId: number, fields: readonly (readonly [string, string])[]) {
  const response = await fetch(`${harness().WP_URL}/`, {
    method: 'POST',
    headers: { 'user-agent': 'plaza-e2e poster' },
    body: new URLSearchParams([...fields.map(([name, value]) => [name, value]), ['_wpcf7', String(formId)]]),
  });
  await response.arrayBuffer();
}

test("the plaza's form takes only the site's signed messages, each mailed once; another form takes anyone's", async () => {
  const { CF7_FORM_ID, REVALIDATE_SECRET, SITE_URL } = harness();
  const stamp = Date.now();
  const now = Math.floor(stamp / 1000);
  const other = (submission: SignedSubmission): SignedSubmission => ({
    ...submission,
    fields: submission.fields.map(([name, value]) => [name, name === 'your-message' ? 'Otro texto.' : value]),
  });
  const refusals: Array<[string, (submission: SignedSubmission) => Record<string, string>, string]> = [
    ['without a signature', () => ({}), 'plaza_signature_missing'],
    [
      'signed without the secret',
      (submission) => signSubmission('not-the-secret-0123456789abcdef-0123456789', submission),
      'plaza_signature_invalid',
    ],
    [
      'signed 10 minutes ago',
      (submission) => signSubmission(REVALIDATE_SECRET, submission, now - 600),
      'plaza_signature_expired',
    ],
    [
      'signed for other fields',
      (submission) => signSubmission(REVALIDATE_SECRET, other(submission)),
      'plaza_signature_other_submission',
    ],
  ];
  const refused: string[] = [];
  for (const [how, sign, code] of refusals) {
    const submission = plazaSubmission(`plaza-e2e refused ${how} ${stamp}`);
    refused.push(`plaza-e2e refused ${how} ${stamp}`);
    expect([how, await postToCf7(submission.formId, submission.fields, sign(submission))]).toEqual([
      how,
      { status: 403, outcome: code },
    ]);
  }
  // Nor through CF7's other way in, a form post to any page.
  const noJs = plazaSubmission(`plaza-e2e refused without JavaScript ${stamp}`);
  refused.push(`plaza-e2e refused without JavaScript ${stamp}`);
  await postWithoutJavaScript(noJs.formId, noJs.fields);

  // The site's own message, and a signed post sent twice: one mail each, naming the visitor signed for.
  const own = await postJson(SITE_URL, { subject: `plaza-e2e signed by the site ${stamp}` });
  expect(own.body.status).toBe('sent');
  const signed = plazaSubmission(`plaza-e2e signed ${stamp}`);
  const headers = signSubmission(REVALIDATE_SECRET, signed);
  for (let i = 0; i < 2; i++)
    expect(await postToCf7(signed.formId, signed.fields, headers)).toEqual({
      status: 200,
      outcome: 'mail_sent',
    });
  expect(await mailCounts([String(own.body.reference), signed.reference], 20_000, 500)).toEqual({
    [String(own.body.reference)]: 1,
    [signed.reference]: 1,
  });
  expect(readContactMail(mailsFor(signed.reference)[0]!).lines).toMatchObject({
    "Visitor's address": '203.0.113.66',
    "Visitor's browser": 'claimed browser',
  });
  for (const subject of refused) expect([subject, mailsAbout(subject)]).toEqual([subject, []]);

  // Another Contact Form 7 form of the same WordPress: unsigned posts, REST or not, mail as ever.
  const otherForm = Number(cli('other-contact-form').trim());
  expect(otherForm).not.toBe(Number(CF7_FORM_ID));
  const fields = (subject: string): [string, string][] => [
    ['your-name', 'Ana Pérez'],
    ['your-email', 'ana@correo.example'],
    ['your-subject', subject],
    ['your-message', 'Hola.'],
    ['_wpcf7_unit_tag', `wpcf7-f${otherForm}-o1`],
  ];
  expect(await postToCf7(otherForm, fields(`plaza-e2e other form ${stamp}`))).toEqual({
    status: 200,
    outcome: 'mail_sent',
  });
  await postWithoutJavaScript(otherForm, fields(`plaza-e2e other form without JavaScript ${stamp}`));
  expect(mailsAbout(`plaza-e2e other form ${stamp}`)).toHaveLength(1);
  expect(mailsAbout(`plaza-e2e other form without JavaScript ${stamp}`)).toHaveLength(1);
});
