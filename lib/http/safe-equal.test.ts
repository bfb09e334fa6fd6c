import { safeEqual } from './safe-equal';

test('equal secrets match, as strings or bytes', () => {
  expect(safeEqual('s3cret-token', 's3cret-token')).toBe(true);
  expect(safeEqual(Buffer.from('abc'), new Uint8Array([97, 98, 99]))).toBe(true);
});

test('a different secret, a prefix or a longer one does not', () => {
  expect(safeEqual('s3cret-tokeN', 's3cret-token')).toBe(false);
  expect(safeEqual('s3cret', 's3cret-token')).toBe(false);
  expect(safeEqual('s3cret-token!', 's3cret-token')).toBe(false);
  expect(safeEqual('', 's3cret-token')).toBe(false);
});
