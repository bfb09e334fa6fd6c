'use client';

import { useEffect, useRef } from 'react';

/** An ease-out curve (fast, then settling), like CSS's `ease-out`. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 once it scrolls into view (spec: 1 s). The final value is what the
 * server renders, so it is in the HTML for crawlers, screen readers and visitors without JavaScript;
 * the width is reserved (tabular digits, `ch` units) so counting never shifts the layout. The animation
 * writes the visible digits directly, frame by frame (requestAnimationFrame): a count is not React state,
 * and a motion library would cost more than the rest of the home's islands.
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / (duration * 1000));
          show(value * easeOut(progress));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(container);
    return () => {
      observer.disconnect();
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
