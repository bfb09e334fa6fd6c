'use client';

import { inView } from 'framer-motion/dom';
import { useEffect, useRef } from 'react';

/** An ease-out curve (fast, then settling), like CSS's `ease-out`. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 once it scrolls into view (spec: 1 s). The final value is what the
 * server renders, so it is in the HTML for crawlers, screen readers and visitors without JavaScript;
 * the width is reserved (tabular digits, `ch` units) so counting never shifts the layout. The animation
 * writes the visible digits directly, frame by frame (requestAnimationFrame): a count is not React state.
 * framer-motion tells when it is in view (`inView`, 0.5 kB of gzip); its `animate` would also tween the
 * number, but costs 26 kB of gzip, more than the rest of the home's islands, for a ten-line loop.
 */
export function CountUp({
  value,
  duration = 1,
  suffix = '',
}: {
  value: number;
  duration?: number;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const digitsRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const container = ref.current;
    const node = digitsRef.current;
    if (!container || !node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const show = (n: number) => {
      node.textContent = `${Math.round(n)}${suffix}`;
    };
    // Still out of view: show zero, so the count-up is there to see when it arrives.
    show(0);
    let frame = 0;
    const stop = inView(
      container,
      () => {
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / (duration * 1000));
          show(value * easeOut(progress));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { amount: 0.5 },
    );
    return () => {
      stop();
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, duration, suffix]);

  return (
    <span
      ref={ref}
      style={{
        display: 'inline-block',
        minWidth: `${String(value).length + suffix.length}ch`,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span ref={digitsRef} aria-hidden="true">
        {value}
        {suffix}
      </span>
      <span className="visually-hidden">
        {value}
        {suffix}
      </span>
    </span>
  );
}
