import { config } from '@/proxy';

import { hasPreviewCookie, PREVIEW_COOKIES } from './cookies';

const jar = (...names: string[]) => ({ has: (name: string) => names.includes(name) });

it('knows both of Next’s preview cookies', () => {
  expect(hasPreviewCookie(jar('__prerender_bypass'))).toBe(true);
  expect(hasPreviewCookie(jar('__next_preview_data'))).toBe(true);
  expect(hasPreviewCookie(jar('session', 'lang'))).toBe(false);
});

it('proxy.ts runs for every request carrying one of them (its matcher is written out by hand)', () => {
  const keys = config.matcher.flatMap((matcher) =>
    typeof matcher === 'string' ? [] : matcher.has.map((condition) => condition.key),
  );
  expect(keys.sort()).toEqual([...PREVIEW_COOKIES].sort());
});
