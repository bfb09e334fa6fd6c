import { noStoreJson } from './reply';

test('a JSON answer no cache keeps, with its status and extra headers', async () => {
  const response = noStoreJson({ ok: false }, { status: 405, headers: { allow: 'POST' } });
  expect(response.status).toBe(405);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('allow')).toBe('POST');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ ok: false });
});

test("a visitor's answer is private too, and the helper's cache-control wins over a caller's", () => {
  const response = noStoreJson({}, { visitor: true, headers: { 'cache-control': 'max-age=60' } });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
});
