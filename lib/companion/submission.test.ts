import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { fieldsDigest, signSubmission, type SignedSubmission } from './submission';

/**
 * The site's signature on a forwarded contact message. The samples are pinned on both sides: the plugin's
 * tests (wordpress/plaza-revalidate/tests/contact.php) verify exactly these headers with its own code,
 * over the fields as multipart delivers them to PHP, so the signer and the verifier cannot drift.
 */
type Sample = SignedSubmission & {
  name: string;
  secret: string;
  now: number;
  fieldsDigest: string;
  header: string;
  signature: string;
};

const samples = JSON.parse(
  readFileSync(
    path.join(__dirname, '../../wordpress/plaza-revalidate/tests/submission-samples.json'),
    'utf8',
  ),
) as Sample[];

describe.each(samples.map((sample) => [sample.name, sample] as const))('sample: %s', (_name, sample) => {
  it('is signed exactly as the plugin’s test expects', () => {
    expect(fieldsDigest(sample.fields)).toBe(sample.fieldsDigest);
    expect(signSubmission(sample.secret, sample, sample.now)).toEqual({
      'x-plaza-client': sample.header,
      'x-plaza-client-signature': sample.signature,
    });
  });

  it('names the form, the reference, the fields and the time it was signed for', () => {
    expect(JSON.parse(Buffer.from(sample.header, 'base64url').toString('utf8'))).toEqual({
      ip: sample.client.address ?? '',
      ua: sample.client.userAgent ?? '',
      ref: sample.reference,
      form: sample.formId,
      fields: sample.fieldsDigest,
      ts: sample.now,
    });
  });
});

const [sample] = samples as [Sample];
const signatureOf = (secret: string, submission: SignedSubmission, now: number) =>
  signSubmission(secret, submission, now)['x-plaza-client-signature'];
const withField = (name: string, value: string) =>
  sample.fields.map(([key, old]) => [key, key === name ? value : old] as const);

it('passes for one submission only: every fact it covers changes it', () => {
  const base = signatureOf(sample.secret, sample, sample.now);
  const others: Array<[string, string | undefined]> = [
    ['another form', signatureOf(sample.secret, { ...sample, formId: sample.formId + 1 }, sample.now)],
    ['another reference', signatureOf(sample.secret, { ...sample, reference: 'AAAAA-BBBBB' }, sample.now)],
    [
      'another text',
      signatureOf(sample.secret, { ...sample, fields: withField('your-message', 'x') }, sample.now),
    ],
    [
      'another page',
      signatureOf(sample.secret, { ...sample, fields: withField('plaza-page', 'pharmacy') }, sample.now),
    ],
    [
      'a field added',
      signatureOf(sample.secret, { ...sample, fields: [...sample.fields, ['plaza-extra', '']] }, sample.now),
    ],
    ['another time', signatureOf(sample.secret, sample, sample.now + 1)],
    ['another secret', signatureOf(`${sample.secret}x`, sample, sample.now)],
    [
      'another visitor',
      signatureOf(
        sample.secret,
        { ...sample, client: { ...sample.client, address: '192.0.2.1' } },
        sample.now,
      ),
    ],
  ];
  for (const [what, other] of others) expect([what, other]).not.toEqual([what, base]);
});

it('the fields’ digest ignores their order and the kind of line break, nothing else', () => {
  const digest = fieldsDigest(sample.fields);
  expect(fieldsDigest([...sample.fields].reverse())).toBe(digest);
  const message = sample.fields.find(([name]) => name === 'your-message')![1];
  expect(message).toContain('\n');
  for (const lineBreak of ['\r\n', '\r'])
    expect(fieldsDigest(withField('your-message', message.replaceAll('\n', lineBreak)))).toBe(digest);
  expect(fieldsDigest(withField('your-message', message.replaceAll('\n', '\n\n')))).not.toBe(digest);
  expect(fieldsDigest(withField('your-message', `${message} `))).not.toBe(digest);
  // Netstrings: moving a character from a name to its value is another submission.
  expect(fieldsDigest([['ab', 'c']])).not.toBe(fieldsDigest([['a', 'bc']]));
});

it('an HMAC of its purpose and the header, with the shared secret', () => {
  const signed = signSubmission(sample.secret, sample, sample.now);
  const expected = createHmac('sha256', sample.secret)
    .update(`contact-client.${signed['x-plaza-client']}`)
    .digest('hex');
  expect(signed['x-plaza-client-signature']).toBe(`sha256=${expected}`);
});
