import { expect, test } from '@playwright/test';

import { BASE_URL, E2E_METRICS_TOKEN, VARNISH_URL } from '../playwright.config';
import { send } from './support/varnish';

/** Health and metrics of the production build under `next start`, directly and through Varnish. */
test('liveness and readiness answer, never cached, directly and through Varnish', async () => {
  for (const base of [BASE_URL, VARNISH_URL]) {
    const live = await send(`${base}/api/health/live`);
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'live' }]);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await send(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { wordpress: 'snapshot', queue: 'ok', redis: 'off' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  }
});

test('metrics: Prometheus text on loopback without a proxy or with the token, 404 otherwise', async () => {
  const direct = await send(`${BASE_URL}/api/metrics`);
  expect(direct.status).toBe(200);
  expect(direct.headers['content-type']).toMatch(/^text\/plain/);
  // The server counted its own answers, the one before this included.
  expect(direct.body).toMatch(/^plaza_http_responses_total\{class="2xx"\} [1-9]\d*$/m);
  expect(direct.body).toMatch(/^plaza_contact_queue_depth \d+$/m);
  expect(
    (await send(`${BASE_URL}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
  ).toBe(404);
  // Another host cannot be had here (127.0.0.0/8 is all loopback; lib/observability/metrics-route.test.ts
  // covers one): the token reads it even through a proxy's X-Forwarded-For.
  const withToken = await send(`${BASE_URL}/api/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
  });
  expect(withToken.status).toBe(200);
  expect((await send(`${VARNISH_URL}/api/metrics`)).status).toBe(404);
  expect(
    (await send(`${VARNISH_URL}/api/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } }))
      .status,
  ).toBe(404);
});
