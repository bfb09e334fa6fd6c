import { describeRevalidateMode } from '@/lib/revalidate/config';

import { MIN_SECRET_LENGTH, parseRevalidateSecret } from './secret';

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
