import { describeRevalidateMode } from '@/lib/revalidate/config';

import { MIN_SECRET_LENGTH, parseCompanionSecret } from './secret';

it('an unset or blank secret turns the webhook off', () => {
  expect(parseCompanionSecret(undefined)).toBeNull();
  expect(parseCompanionSecret('  ')).toBeNull();
  expect(describeRevalidateMode(null)).toMatch(/webhook is off \(404\)/);
});

it('a secret shorter than 32 characters is refused with a way to make one', () => {
  expect(() => parseCompanionSecret('x'.repeat(MIN_SECRET_LENGTH - 1))).toThrow(
    /at least 32 characters.*openssl rand -hex 32/,
  );
  expect(parseCompanionSecret(` ${'x'.repeat(MIN_SECRET_LENGTH)} `)).toBe('x'.repeat(MIN_SECRET_LENGTH));
});
