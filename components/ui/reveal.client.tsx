'use client';

import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

import styles from './reveal.module.css';

/** Spec: reveal animations last 1200 ms, with delays in 100 ms steps. */
export const REVEAL_DURATION_MS = 1200;

/**
 * Fades server-rendered content in as it scrolls into view. LazyMotion with domAnimation keeps the
 * motion code small; reduced motion shows everything at once. Layouts render <RevealNoscript /> so
 * `[data-reveal]` content stays visible when JavaScript never runs.
 */
export function Reveal({ children, delay = 0, className, as = 'div' }: { children: ReactNode; delay?: number; className?: string; as?: 'div' | 'li' | 'section' | 'article' }) {
  const reduce = useReducedMotion();
  // The class is on both branches: hydration keeps the server's inline `opacity:0` when the client renders
  // the reduced-motion branch, so the stylesheet (not React) must show the content under reduced motion.
  const classes = className ? `${styles.reveal} ${className}` : styles.reveal;
  if (reduce) {
    const Tag = as;
    return <Tag className={classes}>{children}</Tag>;
  }
  const Motion = m[as];
  return (
    <LazyMotion features={domAnimation} strict>
      <Motion
        data-reveal=""
        className={classes}
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
