import { describeRevalidateMode, MIN_SECRET_LENGTH, parseRevalidateSecret, warmOrigin } from './secret';

it('an unset or blank secret turns the webhook off', () => {
  expect(parseRevalidateSecret(undefined)).toBeNull();
  expect(parseRevalidateSecret('  ')).toBeNull();
  expect(describeRevalidateMode(null)).toMatch(/webhook is off \(404\)/);
});

it('a secret shorter than 32 characters is refused with a way to make one', () => {
  expect(() => parseRevalidateSecret('x'.repeat(MIN_SECRET_LENGTH - 1))).toThrow(
    /at least 32 characters.*openssl rand -hex 32/,
  );
  expect(parseRevalidateSecret(` ${'x'.repeat(MIN_SECRET_LENGTH)} `)).toBe('x'.repeat(MIN_SECRET_LENGTH));
});

describe('warmOrigin', () => {
  it('is this server on loopback, at the port next start listens on', () => {
    expect(warmOrigin({ PORT: '3100', SITE_URL: 'https://plaza.example' })).toBe('http://127.0.0.1:3100');
  });

  it('is SITE_URL when the port is unknown, and never anything a request says', () => {
    expect(warmOrigin({ SITE_URL: 'https://plaza.example/' })).toBe('https://plaza.example');
    expect(warmOrigin({ PORT: 'evil.example', SITE_URL: 'https://plaza.example' })).toBe(
      'https://plaza.example',
    );
    expect(warmOrigin({})).toBe('http://localhost:3000');
  });
});
