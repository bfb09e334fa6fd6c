'use client';

import {
  AnimatePresence,
  MotionConfig,
  motion,
  useReducedMotionConfig,
  type Transition,
} from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * The site's interaction animations, on framer-motion, fetched by islands with loadMotionKit() and never
 * imported statically (docs/architecture.md, "Motion on interaction, never on first load"). What
 * framer-motion still animates under reduced motion (opacity, height), useReducedMotionConfig() makes
 * immediate.
 */
function useTransition(transition: Transition): Transition {
  return useReducedMotionConfig() ? { duration: 0 } : transition;
}

const PANEL: Transition = { duration: 0.24, ease: [0.22, 1, 0.36, 1] };

type SlidePanelProps = {
  side: 'right' | 'top';
  open: boolean;
  onClosed: () => void;
  className?: string;
  children: ReactNode;
};

function SlidePanelMotion({ side, open, onClosed, className, children }: SlidePanelProps) {
  // Both states in %: framer-motion does not animate between a px value and a % one (it jumps).
  const hidden = side === 'right' ? { x: '100%', y: '0%' } : { x: '0%', y: '-100%' };
  return (
    <motion.div
      className={className}
      data-motion-panel=""
      initial={hidden}
      animate={open ? { x: '0%', y: '0%' } : hidden}
      transition={useTransition(PANEL)}
      onAnimationComplete={() => {
        if (!open) onClosed();
      }}
    >
      {children}
    </motion.div>
  );
}

/** The off-canvas menu's and the search panel's content: slides in when `open`, out before `onClosed`. */
export function SlidePanel(props: SlidePanelProps) {
  return (
    <MotionConfig reducedMotion="user">
      <SlidePanelMotion {...props} />
    </MotionConfig>
  );
}

type CollapseProps = { open: boolean; onClosed: () => void; children: ReactNode };

function CollapseMotion({ open, onClosed, children }: CollapseProps) {
  const transition = useTransition({ duration: 0.22, ease: 'easeOut' });
  return (
    <AnimatePresence initial={false} onExitComplete={onClosed}>
      {open ? (
        <motion.div
          key="open"
          initial={{ height: 0, opacity: 0 }}
          animate={{ height: 'auto', opacity: 1 }}
          exit={{ height: 0, opacity: 0 }}
          transition={transition}
          style={{ overflow: 'hidden' }}
        >
          {children}
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}

/** An accordion answer: its height and opacity open and close; `onClosed` once it is gone. */
export function Collapse(props: CollapseProps) {
  return (
    <MotionConfig reducedMotion="user">
      <CollapseMotion {...props} />
    </MotionConfig>
  );
}

function PhotoMotion({ current, children }: { current: boolean; children: ReactNode }) {
  const transition = useTransition({ duration: 0.33, ease: 'easeOut' });
  return (
    <motion.div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      initial={{ scale: 0.94, opacity: 0 }}
      animate={current ? { scale: 1, opacity: 1 } : { scale: 0.94, opacity: 0.5 }}
      transition={transition}
    >
      {children}
    </motion.div>
  );
}

/** A lightbox photo: grows in when it becomes the one shown, shrinks back as the next one arrives. */
export function PhotoTransition(props: { current: boolean; children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <PhotoMotion {...props} />
    </MotionConfig>
  );
}
