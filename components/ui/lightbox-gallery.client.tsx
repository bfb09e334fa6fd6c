'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';

import { parsePictureHash, pictureHash, type LightboxImage, type LightboxLabels } from './lightbox-types';

const LightboxView = lazy(() => import('./lightbox-view.client'));

type Props = {
  /** Distinguishes galleries in the address hash (`#gid=…&pid=…`). */
  galleryId: string;
  labels: LightboxLabels;
  /**
   * Server-rendered thumbnails: links to the full image carrying `data-lightbox-index` (and
   * `data-lightbox-id`, the picture's id in the address hash; its position from 1 without it), each holding
   * an `<img>` with the full image's alt text, width and height.
   */
  children: ReactNode;
  className?: string;
};

/**
 * The pictures the thumbnails link to, read from them: the document carries each picture once, in its
 * markup, and not a second time as this island's props.
 */
function picturesIn(container: HTMLElement): LightboxImage[] {
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-index]')];
  return links.map((link, index) => {
    const image = link.querySelector('img');
    return {
      id: link.dataset.lightboxId ?? String(index + 1),
      src: link.getAttribute('href') ?? '',
      width: Number(image?.getAttribute('width')) || 0,
      height: Number(image?.getAttribute('height')) || 0,
      alt: image?.alt ?? '',
    };
  });
}

/**
 * Opens server-rendered thumbnails in a lightbox. Without JavaScript each thumbnail is a plain link to
 * its image. While open, the address hash names the picture: a shared link opens it, Back closes it.
 */
export function LightboxGallery({ galleryId, labels, children, className }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [images, setImages] = useState<LightboxImage[]>([]);
  const [index, setIndex] = useState<number | null>(null);
  const pushed = useRef(false);

  /** The thumbnails as they are now (WordPress content may change them on a refresh), kept for the view. */
  const read = useCallback(() => {
    const found = container.current ? picturesIn(container.current) : [];
    setImages(found);
    return found;
  }, []);

  const indexFromHash = useCallback(() => {
    const target = parsePictureHash(window.location.hash);
    if (!target || target.galleryId !== galleryId) return null;
    const found = read().findIndex((image) => String(image.id) === target.pictureId);
    return found >= 0 ? found : null;
  }, [galleryId, read]);

  // A deep link opens its picture; Back (popstate) closes it or moves to the picture in the address.
  useEffect(() => {
    const sync = () => setIndex(indexFromHash());
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [indexFromHash]);

  const open = (next: number) => {
    const image = read()[next];
    if (!image) return;
    window.history.pushState(null, '', pictureHash(galleryId, image.id));
    pushed.current = true;
    setIndex(next);
  };

  const close = () => {
    setIndex(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  };

  const view = (next: number) => {
    const image = images[next];
    if (image && next !== index) {
      window.history.replaceState(null, '', pictureHash(galleryId, image.id));
      setIndex(next);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const trigger = (event.target as HTMLElement).closest<HTMLElement>('[data-lightbox-index]');
    if (!trigger || !event.currentTarget.contains(trigger)) return;
    event.preventDefault();
    open(Number(trigger.dataset.lightboxIndex));
  };

  return (
    <div ref={container} className={className} onClick={onClick}>
      {children}
      {index !== null && images.length ? (
        <Suspense fallback={null}>
          <LightboxView images={images} index={index} labels={labels} onClose={close} onView={view} />
        </Suspense>
      ) : null}
    </div>
  );
}
