'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';

import type { MenuItem } from '@/app/(theme)/_content/types';

import styles from './theme-chrome.module.css';

/**
 * Disclosure navigation (WAI-ARIA disclosure pattern): each group is a button that shows its links.
 * One group open at a time; Escape closes it and returns focus to its button; so does a click elsewhere.
 */
export function ThemeNav({ menu, label }: { menu: readonly MenuItem[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="${id}-${open}"]`)?.focus();
      setOpen(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, id]);

  return (
    <nav ref={nav} aria-label={label}>
      <ul className={styles.links}>
        {menu.map((item, index) =>
          item.children?.length ? (
            <li key={item.label} className={styles.group}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open === index}
                aria-controls={`${id}-${index}`}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {item.label}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <ul id={`${id}-${index}`} className={styles.submenu} hidden={open !== index}>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} onClick={() => setOpen(null)}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>
              <Link href={item.href} className={styles.toggle}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
