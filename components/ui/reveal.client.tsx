'use client';

import { createElement, useCallback, type CSSProperties, type ReactNode } from 'react';

/** Spec: reveal animations last 1200 ms, with delays in 100 ms steps. */
export const REVEAL_DURATION_MS = 1200;

/**
 * Fades server-rendered content in as it scrolls into view: an IntersectionObserver and the CSS transition
 * of `[data-reveal]` (globals.css), no motion library (docs/architecture.md, "The plaza site"). What the
 * first screen shows is never hidden, so the largest paint never waits for hydration; under reduced motion,
 * or without JavaScript, nothing waits.
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
