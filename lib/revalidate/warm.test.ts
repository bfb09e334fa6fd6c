import { SECOND_ROUND_DELAY_MS, warmTwice } from './warm';

it('requests each page, waits, expires the tags again and requests each page again', async () => {
  const calls: string[] = [];
  await warmTwice(['/es', '/en'], {
    request: async (path) => {
      calls.push(`GET ${path}`);
    },
    expire: () => calls.push('expire'),
    sleep: async (ms) => {
      calls.push(`wait ${ms}`);
    },
  });
  expect(calls).toEqual([
    'GET /es',
    'GET /en',
    `wait ${SECOND_ROUND_DELAY_MS}`,
    'expire',
    'GET /es',
    'GET /en',
  ]);
});
