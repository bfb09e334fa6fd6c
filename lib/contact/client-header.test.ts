import { signedClientHeaders } from './client-header';

/**
 * One sample, pinned on both sides: wordpress/plaza-revalidate/tests/contact.php verifies exactly these
 * header values with the companion plugin's code, so the site's signer and the plugin cannot drift.
 */
const SAMPLE = {
  secret: 'plaza-test-secret-0123456789abcdef-0123456789abcdef',
  client: { address: '203.0.113.44', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Ñandú' },
  reference: '7KQ2M-X9D4P',
  now: 1795303695,
  value:
    'eyJpcCI6IjIwMy4wLjExMy40NCIsInVhIjoiTW96aWxsYS81LjAgKFgxMTsgTGludXggeDg2XzY0KSDDkWFuZMO6IiwicmVmIjoiN0tRMk0tWDlENFAiLCJ0cyI6MTc5NTMwMzY5NX0',
  signature: 'sha256=db32d55ebb148412eee1b0dcdd14e330acc41d68bc559fe20c55c8961f18f5d4',
};

describe('the signed client header', () => {
  it('signs the sample exactly as the plugin’s test expects', () => {
    const headers = signedClientHeaders(SAMPLE.secret, SAMPLE.client, SAMPLE.reference, SAMPLE.now);
    expect(headers['x-plaza-client']).toBe(SAMPLE.value);
    expect(headers['x-plaza-client-signature']).toBe(SAMPLE.signature);
  });

  it('changes with every fact it carries', () => {
    const base = signedClientHeaders(SAMPLE.secret, SAMPLE.client, SAMPLE.reference, SAMPLE.now);
    for (const other of [
      signedClientHeaders(
        SAMPLE.secret,
        { ...SAMPLE.client, address: '203.0.113.45' },
        SAMPLE.reference,
        SAMPLE.now,
      ),
      signedClientHeaders(SAMPLE.secret, SAMPLE.client, 'AAAAA-BBBBB', SAMPLE.now),
      signedClientHeaders(SAMPLE.secret, SAMPLE.client, SAMPLE.reference, SAMPLE.now + 1),
      signedClientHeaders(`${SAMPLE.secret}x`, SAMPLE.client, SAMPLE.reference, SAMPLE.now),
    ])
      expect(other['x-plaza-client-signature']).not.toBe(base['x-plaza-client-signature']);
  });
});
