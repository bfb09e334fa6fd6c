'use client';

import { useEffect, useState, type ReactNode } from 'react';

import styles from './scroll-to-top.module.css';

/** Spec: a floating button appears after 500 px of scroll and scrolls smoothly up. */
export const SHOW_AFTER_PX = 500;

export function ScrollToTop({ label, icon }: { label: string; icon: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      onClick={toTop}
      hidden={!visible}
    >
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
