'use client';

import { useState, type ReactNode } from 'react';

import styles from './frame-facade.module.css';

/**
 * A third-party frame (map, inline video) behind a facade: the server-rendered poster shows first and
 * the frame loads only when the visitor presses the button.
 */
export function FrameFacade({
  src,
  title,
  buttonLabel,
  note,
  poster,
  icon,
  aspect = '16 / 9',
}: {
  src: string;
  title: string;
  buttonLabel: string;
  note: string;
  poster: ReactNode;
  icon?: ReactNode;
  aspect?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.facade} style={{ aspectRatio: aspect }}>
      {loaded ? (
        <iframe
          src={src}
          title={title}
          className={styles.frame}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <div className={styles.poster}>{poster}</div>
          <div className={styles.overlay}>
            <button type="button" className={styles.button} onClick={() => setLoaded(true)}>
              {icon}
              {buttonLabel}
            </button>
            <p className={styles.note}>{note}</p>
          </div>
        </>
      )}
    </div>
  );
}
