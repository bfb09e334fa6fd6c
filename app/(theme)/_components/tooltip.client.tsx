'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import styles from './tooltip.module.css';
import { placeTooltip, type AnchorRect, type Placement, type PlacementResult } from './tooltip-placement';

/** Spec section 9: tooltip defaults. Radius, arrow radius and padding live in tooltip.module.css. */
export const TOOLTIP_DEFAULTS = {
  placement: 'top',
  type: 'dark',
  effect: 'float',
  radius: 3,
  arrowRadius: 0,
  padding: '8px 21px',
} as const;

type Props = {
  children: ReactNode;
  /** What the tooltip shows. It is visual only (aria-hidden): the trigger must already say the same. */
  content: ReactNode;
  placement?: Placement;
  type?: 'dark' | 'light';
  /** `float` follows the pointer; `solid` sits beside the trigger. Keyboard focus always uses the trigger. */
  effect?: 'float' | 'solid';
  delayShow?: number;
  delayHide?: number;
  className?: string;
};

const OFFSET = 16;

/**
 * Hover and focus tooltip. Shows after `delayShow`, hides after `delayHide`, on Escape, and whenever the
 * page scrolls or resizes (its position would be stale). Placement is a pure function (tooltip-placement).
 */
export function Tooltip({
  children,
  content,
  placement = TOOLTIP_DEFAULTS.placement,
  type = TOOLTIP_DEFAULTS.type,
  effect = TOOLTIP_DEFAULTS.effect,
  delayShow = 0,
  delayHide = 0,
  className,
}: Props) {
  const [anchor, setAnchor] = useState<AnchorRect | null>(null);
  const [spot, setSpot] = useState<PlacementResult | null>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const later = useCallback((delay: number, action: () => void) => {
    clearTimeout(timer.current);
    if (delay > 0) timer.current = setTimeout(action, delay);
    else action();
  }, []);
  const show = (next: AnchorRect) => later(delayShow, () => setAnchor(next));
  const hide = useCallback(() => later(delayHide, () => setAnchor(null)), [later, delayHide]);
  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    setAnchor(null);
  }, []);
  const point = (x: number, y: number): AnchorRect => ({ left: x, top: y, width: 0, height: 0 });

  useLayoutEffect(() => {
    const node = bubble.current;
    if (!anchor || !node) return setSpot(null);
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    setSpot(
      placeTooltip({
        anchor,
        tooltip: { width: node.offsetWidth, height: node.offsetHeight },
        viewport,
        placement,
        offset: OFFSET,
      }),
    );
  }, [anchor, placement]);

  const open = anchor !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hideNow();
    window.addEventListener('scroll', hideNow, { capture: true, passive: true });
    window.addEventListener('resize', hideNow);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', hideNow, { capture: true });
      window.removeEventListener('resize', hideNow);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, hideNow]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      className={className}
      onMouseEnter={(event) =>
        show(
          effect === 'float'
            ? point(event.clientX, event.clientY)
            : event.currentTarget.getBoundingClientRect(),
        )
      }
      onMouseMove={(event) => {
        if (effect === 'float' && open) setAnchor(point(event.clientX, event.clientY));
      }}
      onMouseLeave={hide}
      onFocus={(event) => show(event.target.getBoundingClientRect())}
      onBlur={hide}
    >
      {children}
      {open
        ? createPortal(
            <div
              ref={bubble}
              aria-hidden="true"
              data-tooltip=""
              data-placement={spot?.placement ?? placement}
              className={`${styles.tooltip} ${styles[type]} ${styles[spot?.placement ?? placement]}`}
              style={{ left: spot?.left ?? 0, top: spot?.top ?? 0, visibility: spot ? 'visible' : 'hidden' }}
            >
              {content}
              <span className={styles.arrow} />
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
