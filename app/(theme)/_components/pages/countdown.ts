/**
 * Countdown arithmetic of the coming-soon page, kept pure so it is tested without a browser.
 *
 * Spec: the target is 4 May 2024 00:00. A wall-clock time needs a place: we read it as midnight in
 * Mexicali, where the plaza is (UTC-7 in May), so every visitor counts down to the same instant and
 * the server and the browser agree. Change the constant to launch another day.
 */
export const COUNTDOWN_TARGET = Date.parse('2024-05-04T00:00:00-07:00');

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left from `now` to `target` (both in ms since the epoch), in whole units. Partial seconds count
 * as a full second, so the display reaches 0 exactly at the target, not a second early. At or past the
 * target everything is zero and `done` is true: the countdown stops there.
 */
export function remaining(now: number, target: number = COUNTDOWN_TARGET): Remaining {
  if (!Number.isFinite(now) || !Number.isFinite(target))
    throw new RangeError('remaining() needs finite times');
  const left = Math.max(0, Math.ceil((target - now) / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: left === 0,
  };
}

/**
 * Milliseconds until the display changes, or null once the target is reached (the countdown stops).
 * Ticks land on whole seconds before the target, so each change shows on time rather than up to a
 * second late, as a free-running one-second interval would.
 */
export function msToNextTick(now: number, target: number = COUNTDOWN_TARGET): number | null {
  const left = target - now;
  if (!(left > 0)) return null;
  return left % SECOND || SECOND;
}

/** Two digits for hours, minutes and seconds ('07'); days as they are. */
export const pad2 = (n: number) => String(n).padStart(2, '0');
