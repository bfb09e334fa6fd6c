'use client';

import { domAnimation, LazyMotion, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** Spec: reveal animations last 1200 ms, with delays in 100 ms steps. */
export const REVEAL_DURATION_MS = 1200;

/**
 * Fades server-rendered content in as it scrolls into view. LazyMotion with domAnimation keeps the
 * motion code small. The server and the browser render the same tree (no hydration mismatch); under
 * `prefers-reduced-motion` a global rule on `[data-reveal]` shows everything at once, and layouts render
 * <RevealNoscript /> so the content stays visible when JavaScript never runs.
 */
export function Reveal({ children, delay = 0, className, as = 'div' }: { children: ReactNode; delay?: number; className?: string; as?: 'div' | 'li' | 'section' | 'article' }) {
  const Motion = m[as];
  return (
    <LazyMotion features={domAnimation} strict>
      <Motion
        data-reveal=""
        className={className}
        initial={{ opacity: 0, y: 24 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, amount: 0.15 }}
        transition={{ duration: REVEAL_DURATION_MS / 1000, delay: delay / 1000, ease: 'easeOut' }}
      >
        {children}
      </Motion>
    </LazyMotion>
  );
}
