'use client';

import { createElement, useCallback, type CSSProperties, type ReactNode } from 'react';

/** Spec: reveal animations last 1200 ms, with delays in 100 ms steps. */
export const REVEAL_DURATION_MS = 1200;

/**
 * Fades server-rendered content in as it scrolls into view. What the first screen shows is never hidden:
 * it is painted at once, without waiting for JavaScript (hiding it would hold the largest paint back until
 * hydration). Content further down is marked waiting when the island mounts, out of sight, and an
 * IntersectionObserver lets the CSS transition (globals.css, `[data-reveal]`) fade it in when it arrives.
 * No motion library: its smallest setup is ~30 kB of gzip, more than a plaza page's whole budget.
 * Transforms and opacity never shift the layout; under `prefers-reduced-motion` nothing waits, and without
 * JavaScript nothing is ever hidden.
 */
export function Reveal({
  children,
  delay = 0,
  className,
  as = 'div',
}: {
  children: ReactNode;
  delay?: number;
  className?: string;
  as?: 'div' | 'li' | 'section' | 'article';
}) {
  // A callback ref with a cleanup (React 19): watch the element while it is mounted.
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    element.dataset.revealWaiting = '';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        delete element.dataset.revealWaiting;
        observer.disconnect();
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const style = {
    '--reveal-duration': `${REVEAL_DURATION_MS}ms`,
    '--reveal-delay': `${delay}ms`,
  } as CSSProperties;
  return createElement(as, { ref: observe, 'data-reveal': '', className, style }, children);
}
