'use client';

import type { FocusTrap } from 'focus-trap';
import { useEffect, useRef, type ReactNode } from 'react';

import styles from './off-canvas.module.css';

/**
 * A panel opened by a button: a native modal <dialog>, so the page behind is inert, Escape closes it and
 * focus returns to the button; focus-trap (loaded on first open) keeps Tab from leaving it for the
 * browser's own controls. Used for the off-canvas menu and the search panel.
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
  const close = () => dialog.current?.close();
  const releaseTrap = () => {
    trap.current?.deactivate();
    trap.current = null;
  };
  useEffect(() => releaseTrap, []);

  const open = async () => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    onOpen?.();
    const { createFocusTrap } = await import('focus-trap');
    if (!element.open) return;
    // The dialog itself handles Escape, outside clicks and returning focus; the trap only wraps Tab.
    trap.current = createFocusTrap(element, { escapeDeactivates: false, allowOutsideClick: true, returnFocusOnDeactivate: false, initialFocus: false, fallbackFocus: element });
    trap.current.activate();
  };
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={open}
      >
        {icon}
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        ref={dialog}
        className={`${styles.panel} ${side === 'top' ? styles.top : styles.right}`}
        aria-label={title}
        onClose={releaseTrap}
        // A click on the backdrop (the dialog itself, outside its content) closes it; links inside close it too.
        onClick={(event) => {
          if (event.target === dialog.current || (event.target as HTMLElement).closest('a')) close();
        }}
      >
        <div className={styles.content}>
          <div className={styles.head}>
            <p className={styles.title}>{title}</p>
            <button type="button" className={styles.close} onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
