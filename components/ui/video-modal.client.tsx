'use client';

import { useRef, useState, type ReactNode } from 'react';

import { youtubeEmbedUrl } from '@/lib/video';

import styles from './video-modal.module.css';

/**
 * "Ver Video": a link to the player that, once hydrated, opens the video in a modal instead. Before the
 * island loads (a slow phone, no JavaScript) the tap still plays the video, on YouTube's privacy-enhanced
 * player page; a modified click (new tab) is left to the browser. The player's frame exists only while the
 * modal is open (no third-party request until asked; playback stops). A native modal <dialog>: Escape closes
 * it and focus returns to the link.
 */
export function VideoModal({
  videoId,
  label,
  title,
  closeLabel,
  className,
  icon,
}: {
  videoId: string;
  label: string;
  title: string;
  closeLabel: string;
  className?: string;
  icon?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={youtubeEmbedUrl(videoId)}
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {icon}
        {label}
      </a>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className={styles.frame}>
          {open ? (
            <iframe
              src={youtubeEmbedUrl(videoId)}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : null}
        </div>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </dialog>
    </>
  );
}
