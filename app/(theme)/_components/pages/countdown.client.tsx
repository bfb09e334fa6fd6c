'use client';

import { useEffect, useState } from 'react';

import { msToNextTick, pad2, remaining, type Remaining } from './countdown';
import styles from './countdown.module.css';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

/**
 * Days, hours, minutes and seconds to `target`, ticking each second and stopping at zero. `initial` is
 * what the server rendered (the page is pre-rendered), so hydration matches; the browser's clock then
 * takes over, once a second. Past the target no timer runs at all.
 */
export function Countdown({ target, initial, label }: { target: number; initial: Remaining; label: string }) {
  const [left, setLeft] = useState(initial);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      setLeft(remaining(now, target));
      const wait = msToNextTick(now, target);
      if (wait !== null) timer = setTimeout(tick, wait);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  return (
    // role="timer" is not announced on every tick (implicit aria-live="off"): a reader asks when it wants.
    <div role="timer" aria-label={label} className={styles.timer}>
      {UNITS.map((unit) => (
        <div key={unit.key} className={styles.unit} data-unit={unit.key}>
          <span className={styles.value}>{unit.key === 'days' ? left.days : pad2(left[unit.key])}</span>
          <span className={styles.label}>{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
