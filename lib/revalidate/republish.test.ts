import { memoryClaims } from '@/lib/claims';

import { REPUBLISH_MIN_INTERVAL_MS, republishOnce, type RunRepublish } from './republish';

const REPORT = { pages: 27, regenerated: 27, seconds: 3.1, late: [] };

/** A run whose second round ends when the test says (`finish()`). */
function fakeRun() {
  const calls = { count: 0 };
  let finish: () => void = () => undefined;
  const run: RunRepublish = async (finished) => {
    calls.count += 1;
    finish = finished;
    return REPORT;
  };
  return { run, calls, finish: () => finish() };
}

let clock: number;
const claims = () => memoryClaims({ now: () => clock });
beforeEach(() => (clock = 1_790_000_000_000));

it('runs one "everything" and answers its report', async () => {
  const { run, calls } = fakeRun();
  expect(await republishOnce(run, claims(), { running: false })()).toEqual(REPORT);
  expect(calls.count).toBe(1);
});

it('refuses a second while the first is still at work on this instance, even past the minute', async () => {
  const { run, calls, finish } = fakeRun();
  const republish = republishOnce(run, claims(), { running: false });
  await republish();
  clock += REPUBLISH_MIN_INTERVAL_MS + 1;
  expect(await republish()).toBe('busy');
  finish();
  expect(await republish()).toEqual(REPORT);
  expect(calls.count).toBe(2);
});

it('refuses another within a minute of the last, on any instance sharing the store', async () => {
  const store = claims();
  const first = fakeRun();
  const second = fakeRun();
  await republishOnce(first.run, store, { running: false })();
  first.finish();
  const other = republishOnce(second.run, store, { running: false });
  clock += REPUBLISH_MIN_INTERVAL_MS - 1000;
  expect(await other()).toBe('busy');
  clock += 1000;
  expect(await other()).toEqual(REPORT);
  expect(second.calls.count).toBe(1);
});

it('two at the same instant: one runs', async () => {
  const { run, calls } = fakeRun();
  const republish = republishOnce(run, claims(), { running: false });
  const answers = await Promise.all([republish(), republish()]);
  expect(answers.filter((answer) => answer === 'busy')).toHaveLength(1);
  expect(calls.count).toBe(1);
});

it('a run that fails frees the instance (the minute still counts)', async () => {
  const state = { running: false };
  const failing: RunRepublish = async () => {
    throw new Error('no origin');
  };
  await expect(republishOnce(failing, claims(), state)()).rejects.toThrow('no origin');
  expect(state.running).toBe(false);
});
