import { isMalformedPath } from './malformed-path';

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
