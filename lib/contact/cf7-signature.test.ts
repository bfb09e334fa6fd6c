import { createHmac } from 'node:crypto';

import { fieldsDigest } from '@/lib/companion/submission';
import { FORM_ID, startFakeCf7, VALID } from '@/test/contact-helpers';

import { sendToCf7 } from './cf7';
import type { QueuedMessage } from './queue/message';

/**
 * The signature covers the multipart body the site really sends: undici writes every line break of a field
 * as CRLF, and a receiver that parses the body (the fake CF7 with the platform's multipart parser, as PHP
 * fills $_POST) gets CRLF. Checked here as the companion plugin checks it (class-plaza-contact-client.php).
 */
const SECRET = 'plaza-test-secret-0123456789abcdef-0123456789abcdef';

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
beforeAll(async () => (fake = await startFakeCf7()));
afterAll(async () => fake.close());

const message: QueuedMessage = {
  reference: '7KQ2M-X9D4P',
  receivedAt: '2026-11-27T10:00:00.000Z',
  lang: 'es',
  form: 'pharmacy',
  page: '/es/farmacia-paris',
  values: { ...VALID, message: 'Línea uno\nlínea dos 🩺\n\n¿Abren el domingo?' },
  digest: 'unused',
  client: { address: '203.0.113.9', userAgent: 'Mozilla/5.0 plaza-jest' },
};

it('a message with line breaks, accents and an emoji: the signature verifies over the fields received', async () => {
  const started = Math.floor(Date.now() / 1000);
  const config = { baseUrl: fake.url, formId: FORM_ID, timeoutMs: 5000 };
  expect(await sendToCf7(config, message, SECRET)).toEqual({ kind: 'sent' });
  const [received] = fake.received;
  expect(received!.fields['your-message']).toBe(message.values.message.replaceAll('\n', '\r\n'));

  const expected = createHmac('sha256', SECRET)
    .update(`contact-client.${received!.plazaClient}`)
    .digest('hex');
  expect(received!.plazaClientSignature).toBe(`sha256=${expected}`);
  const claims = JSON.parse(Buffer.from(received!.plazaClient, 'base64url').toString('utf8')) as {
    form: number;
    ref: string;
    fields: string;
    ts: number;
  };
  expect(claims).toMatchObject({ form: FORM_ID, ref: message.reference });
  expect(claims.fields).toBe(fieldsDigest(Object.entries(received!.fields)));
  expect(claims.ts).toBeGreaterThanOrEqual(started);
  expect(Object.keys(received!.fields).sort()).toEqual([
    '_wpcf7_unit_tag',
    'plaza-lang',
    'plaza-page',
    'plaza-reference',
    'your-email',
    'your-message',
    'your-name',
    'your-subject',
  ]);
});

it('without the shared secret nothing is signed', async () => {
  fake.reset();
  const config = { baseUrl: fake.url, formId: FORM_ID, timeoutMs: 5000 };
  await sendToCf7(config, message, null);
  expect(fake.received[0]).toMatchObject({ plazaClient: '', plazaClientSignature: '' });
});
