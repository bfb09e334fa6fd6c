import { hasNeedlessEscape, isMalformedPath } from './malformed-path';

describe('isMalformedPath', () => {
  it.each(['/es/%ff', '/%', '/es/%zz', '/%c0%af', '/%ed%a0%80', '/es/galeria/%e2%82'])(
    '%s is malformed',
    (path) => {
      expect(isMalformedPath(path)).toBe(true);
    },
  );

  it.each(['/es', '/es/galer%C3%ADa', '/es/galeria/%32', '/es%2Fdirectorio', '/%2e%2e/etc'])(
    '%s decodes',
    (path) => {
      expect(isMalformedPath(path)).toBe(false);
    },
  );
});

describe('hasNeedlessEscape', () => {
  it.each(['/%61pi/contact', '/%41PI', '/es/%2e%2e/api', '/es/galeria/%32', '/%7euser', '/a%5fb', '/a%2Db'])(
    '%s escapes a character that needs no escape',
    (path) => {
      expect(hasNeedlessEscape(path)).toBe(true);
    },
  );

  it.each([
    '/es',
    '/es/galer%C3%ADa',
    '/es%2Fdirectorio',
    '/es/a%20b',
    '/es/%3F',
    '/%40',
    '/%5B',
    '/%60',
    '/%7B',
  ])('%s does not', (path) => {
    expect(hasNeedlessEscape(path)).toBe(false);
  });
});
