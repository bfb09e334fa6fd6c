import { expect, test } from '@playwright/test';

import { signedHeaders } from '../lib/companion/contract';
import { E2E_REVALIDATE_SECRET } from '../playwright.config';

import { webhookBody } from './support/webhook';

/**
 * The webhook inside the production server: Next's own revalidateTag and the warm-up requests. The page
 * content cannot change here (the bundled snapshot is the repo's); the real-WordPress run
 * (`npm run test:wordpress`) proves an edit reaches the page.
 */
const delivery = (categories: number[]) => webhookBody({ id: 249, categories });

test('a signed delivery refreshes its categories’ tags and the pages stay served', async ({ request }) => {
  const body = delivery([16]);
  const response = await request.post('/api/revalidate', {
    headers: signedHeaders(E2E_REVALIDATE_SECRET, body),
    data: body,
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    ok: true,
    revalidated: ['wp:category:16'],
    pages: expect.arrayContaining(['/es/directorio', '/en/directory']),
  });
  // The warm-up has regenerated the directory from the same content: still whole, still 200.
  await expect
    .poll(async () => {
      const page = await request.get('/en/directory');
      return page.status() === 200 && (await page.text()).includes('id="proveedor-');
    })
    .toBe(true);
});

test('the same delivery again (a replay, or a retry of one that arrived) is answered "already done"', async ({
  request,
}) => {
  const body = delivery([16]);
  const headers = signedHeaders(E2E_REVALIDATE_SECRET, body);
  const first = await request.post('/api/revalidate', { headers, data: body });
  expect(await first.json()).toMatchObject({ ok: true, revalidated: ['wp:category:16'] });
  const again = await request.post('/api/revalidate', { headers, data: body });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({
    ok: true,
    status: 'already_done',
    deliveryId: JSON.parse(body).deliveryId,
  });
});

test('unsigned, forged and stale deliveries are refused; other methods get 405', async ({ request }) => {
  const body = delivery([16]);
  const unsigned = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json' },
    data: body,
  });
  expect(unsigned.status()).toBe(401);
  const forged = await request.post('/api/revalidate', {
    headers: signedHeaders('not-the-secret-but-long-enough-0123456789', body),
    data: body,
  });
  expect(forged.status()).toBe(401);
  const stale = await request.post('/api/revalidate', {
    headers: signedHeaders(E2E_REVALIDATE_SECRET, body, Date.now() - 10 * 60_000),
    data: body,
  });
  expect(stale.status()).toBe(401);
  const get = await request.get('/api/revalidate');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');
});
