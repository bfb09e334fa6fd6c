import {
  POLL_MS,
  REGENERATION_TIMEOUT_MS,
  SECOND_ROUND_DELAY_MS,
  WATCH_MS,
  warmTwice,
  type WarmAnswer,
} from './warm';
import { log } from '@/lib/observability/log';

/**
 * A server whose pages answer stale the given number of times after each expiry, then current, on a
 * clock that only the warm-up's own waits move. `landings` are renders that land over a page at a given
 * time (its version changes then).
 */
function fakeServer(staleAnswers: Record<string, number>, landings: { path: string; at: number }[] = []) {
  const calls: string[] = [];
  let left = { ...staleAnswers };
  let clock = 0;
  let watching = 0;
  return {
    calls,
    options: {
      request: async (path: string, again: boolean): Promise<WarmAnswer> => {
        const stale = (left[path] ?? 0) > 0;
        if (stale) left[path]! -= 1;
        calls.push(`${again ? 'HEAD' : 'GET'} ${path} ${stale ? 'stale' : 'current'}`);
        return stale ? 'stale' : 'current';
      },
      version: async (path: string) =>
        `v${landings.filter((landing) => landing.path === path && landing.at <= clock).length}`,
      expire: async () => {
        if (watching) calls.push(`watched ${watching}`);
        watching = 0;
        left = { ...staleAnswers };
        calls.push(`expire at ${clock}`);
      },
      regenerated: async () => {
        calls.push('regenerated');
      },
      sleep: async (ms: number) => {
        clock += ms;
        if (ms !== POLL_MS) watching += ms;
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
  // Round 1 took 2 polls; nothing landed: round 2 after SECOND_ROUND_DELAY_MS.
  const secondAt = 2 * POLL_MS + SECOND_ROUND_DELAY_MS;
  expect(server.calls).toEqual([
    ...round,
    `watched ${SECOND_ROUND_DELAY_MS}`,
    `expire at ${secondAt}`,
    ...round,
  ]);
});

it('starts round 2 as soon as a render is seen landing over a page', async () => {
  const server = fakeServer({ '/es': 1 }, [{ path: '/es', at: 1_000 }]);
  await warmTwice(['/es', '/en'], server.options);
  const second = server.calls.find((call) => call.startsWith('expire at '))!;
  const at = Number(second.replace('expire at ', ''));
  expect(at).toBeGreaterThanOrEqual(1_000);
  expect(at).toBeLessThanOrEqual(1_000 + WATCH_MS);
});

it('waits for a racing render as long as round 1 took, when that is longer than the delay', async () => {
  // A loaded server: round 1 regenerates the home in 6 s; a render that started before the change lands
  // 5.5 s after round 1 ended, which a fixed 5 s round 2 would come before.
  const roundOne = 6_000;
  const server = fakeServer({ '/es': roundOne / POLL_MS }, [{ path: '/es', at: roundOne + 5_500 }]);
  await warmTwice(['/es'], server.options);
  const at = Number(server.calls.find((call) => call.startsWith('expire at '))!.replace('expire at ', ''));
  expect(at).toBeGreaterThanOrEqual(roundOne + 5_500);
  expect(at).toBeLessThanOrEqual(roundOne + 5_500 + WATCH_MS);

  // With nothing landing, the window is as long as round 1.
  const quiet = fakeServer({ '/es': roundOne / POLL_MS });
  await warmTwice(['/es'], quiet.options);
  expect(quiet.calls).toContain(`watched ${roundOne}`);
});

it('gives up waiting on a page that stays stale (WordPress failing), and still goes on', async () => {
  const warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
  try {
    const server = fakeServer({ '/es': Number.POSITIVE_INFINITY });
    await warmTwice(['/es'], server.options);
    const requests = server.calls.filter((call) => /^(GET|HEAD) /.test(call)).length;
    // Two rounds of one request, then one every POLL_MS until the timeout.
    expect(requests).toBe(2 * (1 + REGENERATION_TIMEOUT_MS / POLL_MS));
    expect(server.calls.filter((call) => call === 'regenerated')).toHaveLength(2);
    // The window between them is capped: round 1 took the whole timeout.
    expect(server.calls).toContain(`watched ${REGENERATION_TIMEOUT_MS}`);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'webhook.regeneration_late', paths: ['/es'] }),
    );
  } finally {
    warn.mockRestore();
  }
});

it('starts round 2 only once the second expiry has taken effect (it resolves when the tags are stale)', async () => {
  // An expiry that takes a while to apply, as this server's answer to its own request does
  // (self-expire.ts): not one request of round 2 may come before it has.
  const server = fakeServer({ '/es': 1 });
  const expire = server.options.expire;
  server.options.expire = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expire();
    server.calls.push('expired');
  };
  await warmTwice(['/es', '/en'], server.options);
  const applied = server.calls.indexOf('expired');
  expect(applied).toBeGreaterThan(0);
  expect(server.calls.slice(applied + 1)).toEqual([
    'GET /es stale',
    'GET /en current',
    'HEAD /es current',
    'regenerated',
  ]);
});

describe('with a concurrency (republishing everything)', () => {
  /** Pages that each answer stale `staleAnswers` times; counts how many are being regenerated at once. */
  function pooledServer(staleAnswers: number) {
    const left = new Map<string, number>();
    let clock = 0;
    let inFlight = 0;
    let most = 0;
    const rounds: string[][] = [];
    return {
      most: () => most,
      rounds,
      options: {
        request: async (path: string, again: boolean): Promise<WarmAnswer> => {
          if (!again) {
            left.set(path, staleAnswers);
            inFlight += 1;
            most = Math.max(most, inFlight);
          }
          const stale = (left.get(path) ?? 0) > 0;
          if (stale) left.set(path, left.get(path)! - 1);
          else inFlight -= 1;
          return stale ? 'stale' : 'current';
        },
        version: async () => 'v0',
        expire: async () => undefined,
        regenerated: async (_round: 1 | 2, late: string[]) => void rounds.push(late),
        sleep: async (ms: number) => void (clock += ms),
        now: () => clock,
      },
    };
  }
  const pages = Array.from({ length: 12 }, (_, index) => `/p${index}`);

  it('regenerates every page, never more than `concurrency` at once', async () => {
    const server = pooledServer(3);
    await warmTwice(pages, { ...server.options, concurrency: 2 });
    expect(server.most()).toBe(2);
    expect(server.rounds).toEqual([[], []]);
  });

  it('gives up at its deadline, naming the pages left (stale or not reached)', async () => {
    jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    const server = pooledServer(1_000);
    await warmTwice(pages, { ...server.options, concurrency: 2, timeoutMs: 10 * POLL_MS });
    expect(server.rounds).toEqual([pages, pages]);
    jest.restoreAllMocks();
  });
});
