import { POLL_MS, REGENERATION_TIMEOUT_MS, SECOND_ROUND_DELAY_MS, warmTwice, type WarmAnswer } from './warm';

/** A server whose pages answer stale the given number of times after each expiry, then current. */
function fakeServer(staleAnswers: Record<string, number>) {
  const calls: string[] = [];
  let left = { ...staleAnswers };
  let clock = 0;
  return {
    calls,
    options: {
      request: async (path: string, again: boolean): Promise<WarmAnswer> => {
        const stale = (left[path] ?? 0) > 0;
        if (stale) left[path]! -= 1;
        calls.push(`${again ? 'HEAD' : 'GET'} ${path} ${stale ? 'stale' : 'current'}`);
        return stale ? 'stale' : 'current';
      },
      expire: () => {
        left = { ...staleAnswers };
        calls.push('expire');
      },
      regenerated: async () => {
        calls.push('regenerated');
      },
      sleep: async (ms: number) => {
        clock += ms;
        if (ms !== POLL_MS) calls.push(`wait ${ms}`);
      },
      now: () => clock,
    },
  };
}

it('requests each page, asks again for the stale ones until regenerated, then purges; twice', async () => {
  const server = fakeServer({ '/es': 2, '/en': 1 });
  await warmTwice(['/es', '/en', '/es/directorio'], server.options);
  const round = [
    'GET /es stale',
    'GET /en stale',
    'GET /es/directorio current',
    'HEAD /es stale',
    'HEAD /en current',
    'HEAD /es current',
    'regenerated',
  ];
  expect(server.calls).toEqual([...round, `wait ${SECOND_ROUND_DELAY_MS}`, 'expire', ...round]);
});

it('gives up waiting on a page that stays stale (WordPress failing), and still goes on', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const server = fakeServer({ '/es': Number.POSITIVE_INFINITY });
    await warmTwice(['/es'], server.options);
    const requests = server.calls.filter((call) => /^(GET|HEAD) /.test(call)).length;
    // Two rounds of one request, then one every POLL_MS until the timeout.
    expect(requests).toBe(2 * (1 + REGENERATION_TIMEOUT_MS / POLL_MS));
    expect(server.calls.filter((call) => call === 'regenerated')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/still regenerating .*: \/es/));
  } finally {
    warn.mockRestore();
  }
});
