'use client';

import { animate, useInView, useReducedMotion } from 'framer-motion';
import { useEffect, useRef } from 'react';

/**
 * A number that counts up from 0 once it scrolls into view (spec: 1 s). The final value is what the
 * server renders, so it is in the HTML for crawlers, screen readers and visitors without JavaScript;
 * the width is reserved (tabular digits, `ch` units) so counting never shifts the layout. The animation
 * writes the visible digits directly: a frame-by-frame count is not React state.
 */
export function CountUp({ value, duration = 1, suffix = '' }: { value: number; duration?: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const digitsRef = useRef<HTMLSpanElement>(null);
  const started = useRef(false);
  const inView = useInView(ref, { once: true, amount: 0.5 });
  const reduce = useReducedMotion();

  useEffect(() => {
    const node = digitsRef.current;
    if (!node || reduce || started.current) return;
    const show = (n: number) => {
      node.textContent = `${Math.round(n)}${suffix}`;
    };
    // Still below the fold: show zero, so the count-up is there to see when it arrives.
    if (!inView) return show(0);
    started.current = true;
    const controls = animate(0, value, { duration, ease: 'easeOut', onUpdate: show });
    return () => {
      controls.stop();
      show(value);
    };
  }, [inView, reduce, value, duration, suffix]);

  return (
    <span ref={ref} style={{ display: 'inline-block', minWidth: `${String(value).length + suffix.length}ch`, fontVariantNumeric: 'tabular-nums' }}>
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
