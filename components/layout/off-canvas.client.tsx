'use client';

import type { FocusTrap } from 'focus-trap';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { useMotionKit } from '@/components/ui/use-motion-kit';

import styles from './off-canvas.module.css';

/** How long a first opening waits for the motion kit and focus-trap before opening without them. */
const KIT_WAIT_MS = 400;

const loadFocusTrap = () => import('focus-trap');

/** `promise`'s value, or null if it fails or takes longer than KIT_WAIT_MS. */
const within = <T,>(promise: Promise<T>): Promise<T | null> =>
  Promise.race([
    promise.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), KIT_WAIT_MS)),
  ]);

/**
 * A panel opened by a button: a native modal <dialog>, so the page behind is inert, Escape closes it and
 * focus returns to the button; focus-trap keeps Tab from leaving it for the browser's own controls. Used for
 * the off-canvas menu and the search panel. Its content slides in and out with framer-motion. Both are
 * fetched when the pointer or focus reaches the button (components/ui/motion-kit), and a first opening
 * waits for them, within KIT_WAIT_MS, so that the trap holds from the first Tab.
 */
export function OffCanvas({
  openLabel,
  closeLabel,
  title,
  icon,
  side = 'right',
  onOpen,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  icon: ReactNode;
  side?: 'right' | 'top';
  onOpen?: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trap = useRef<FocusTrap | null>(null);
  const [kit, loadKit] = useMotionKit();
  const [shown, setShown] = useState(false);
  // Opened before the kit arrived: it stays still until closed, rather than slide in while already open.
  const [still, setStill] = useState(false);
  const motion = still ? null : kit;
  // With motion, closing slides the content out first; the dialog closes when it is gone.
  const close = () => (motion ? setShown(false) : dialog.current?.close());
  const releaseTrap = () => {
    trap.current?.deactivate();
    trap.current = null;
  };
  useEffect(() => releaseTrap, []);

  const prepare = () => {
    void loadKit();
    void loadFocusTrap().catch(() => undefined);
  };

  const open = async () => {
    const element = dialog.current;
    if (!element) return;
    const [loaded] = await Promise.all([within(loadKit()), within(loadFocusTrap())]);
    setStill(!loaded);
    element.showModal();
    setShown(true);
    onOpen?.();
    const { createFocusTrap } = await loadFocusTrap();
    if (!element.open) return;
    // The dialog itself handles Escape, outside clicks and returning focus; the trap only wraps Tab.
    trap.current = createFocusTrap(element, {
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      initialFocus: false,
      fallbackFocus: element,
    });
    trap.current.activate();
  };
  const content = (
    <>
      <div className={styles.head}>
        <p className={styles.title}>{title}</p>
        <button type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      {children}
    </>
  );
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        {icon}
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        ref={dialog}
        className={`${styles.panel} ${side === 'top' ? styles.top : styles.right}`}
        aria-label={title}
        onClose={() => {
          releaseTrap();
          setShown(false);
          setStill(false);
        }}
        onCancel={(event) => {
          // Escape: slide out first (the kit closes the dialog when done).
          if (!motion) return;
          event.preventDefault();
          close();
        }}
        // A click on the backdrop (the dialog itself, outside its content) closes it; so do links inside.
        onClick={(event) => {
          if (event.target === dialog.current || (event.target as HTMLElement).closest('a')) close();
        }}
      >
        {motion ? (
          <motion.SlidePanel
            side={side}
            open={shown}
            onClosed={() => dialog.current?.close()}
            className={styles.content}
          >
            {content}
          </motion.SlidePanel>
        ) : (
          <div className={styles.content}>{content}</div>
        )}
      </dialog>
    </>
  );
}
