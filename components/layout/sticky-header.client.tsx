'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Spec: the header turns solid and fixed after 80 px of scroll. */
export const FIXED_AFTER_PX = 80;

/**
 * The bar switches to `position: fixed` past 80 px; its wrapper keeps the bar's height, so nothing
 * below moves when it does (no layout shift).
 */
export function StickyHeader({
  children,
  className,
  fixedClassName,
}: {
  children: ReactNode;
  className?: string;
  fixedClassName?: string;
}) {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(window.scrollY > FIXED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <div
      className={`${className ?? ''} ${fixed ? (fixedClassName ?? '') : ''}`}
      data-fixed={fixed ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
