import { COUNTDOWN_TARGET, msToNextTick, pad2, remaining } from './countdown';

const T = Date.parse('2030-01-10T12:00:00Z');
const S = 1000;

describe('remaining()', () => {
  it('targets 4 May 2024 00:00 in Mexicali (07:00 UTC)', () => {
    expect(new Date(COUNTDOWN_TARGET).toISOString()).toBe('2024-05-04T07:00:00.000Z');
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = T - (3 * 86_400 + 4 * 3_600 + 5 * 60 + 6) * S;
    expect(remaining(now, T)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
  });

  it('counts a partial second as a whole one, so zero arrives exactly at the target', () => {
    expect(remaining(T - 1, T)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
    expect(remaining(T - 1001, T)).toMatchObject({ seconds: 2 });
    expect(remaining(T, T)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('rolls over units at their boundaries', () => {
    expect(remaining(T - 60 * S, T)).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(remaining(T - 3_600 * S, T)).toMatchObject({ hours: 1, minutes: 0, seconds: 0 });
    expect(remaining(T - 86_400 * S, T)).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(T - (86_400 - 1) * S, T)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('goes down by one second per second', () => {
    const start = T - 10 * S;
    expect([0, 1, 2].map((i) => remaining(start + i * S, T).seconds)).toEqual([10, 9, 8]);
  });

  it('stays at zero after the target (today: the 2024 launch has passed)', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(remaining(T + 1, T)).toEqual(zero);
    expect(remaining(T + 400 * 86_400 * S, T)).toEqual(zero);
    expect(remaining(Date.parse('2026-01-01T00:00:00Z'))).toEqual(zero);
  });

  it('counts many days without overflowing into other units', () => {
    expect(remaining(T - 400 * 86_400 * S, T)).toEqual({
      days: 400,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
  });

  it('rejects times that are not numbers', () => {
    expect(() => remaining(Number.NaN, T)).toThrow(RangeError);
  });

  it('pads the small units to two digits', () => {
    expect([pad2(0), pad2(7), pad2(59)]).toEqual(['00', '07', '59']);
  });
});

describe('msToNextTick()', () => {
  it('ticks every second, on the whole seconds before the target', () => {
    expect(msToNextTick(T - 10 * S, T)).toBe(1000);
    expect(msToNextTick(T - 9_500, T)).toBe(500);
    expect(msToNextTick(T - 1, T)).toBe(1);
  });

  it('the display changes exactly at each tick', () => {
    const now = T - 9_500;
    const next = now + (msToNextTick(now, T) ?? 0);
    expect(remaining(now, T).seconds).toBe(10);
    expect(remaining(next, T).seconds).toBe(9);
    expect(remaining(next - 1, T).seconds).toBe(10);
  });

  it('stops at the target and after it', () => {
    expect(msToNextTick(T, T)).toBeNull();
    expect(msToNextTick(T + 5 * S, T)).toBeNull();
    expect(msToNextTick(Date.now())).toBeNull();
  });
});
