'use client';

import { createElement, useCallback, type CSSProperties, type ReactNode } from 'react';

/** Spec: reveal animations last 1200 ms, with delays in 100 ms steps. */
export const REVEAL_DURATION_MS = 1200;

/**
 * Fades server-rendered content in as it scrolls into view: an IntersectionObserver marks it revealed and
 * a CSS transition (globals.css, `[data-reveal]`) does the rest, so the motion costs no library (a motion
 * library's smallest setup is ~30 kB of gzip, more than a whole plaza page's budget). Transforms and
 * opacity never shift the layout. Under `prefers-reduced-motion` everything shows at once, and layouts
 * render <RevealNoscript /> so the content stays visible when JavaScript never runs.
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
  // A callback ref with a cleanup (React 19): observe the element while it is mounted.
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.revealed = '';
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
