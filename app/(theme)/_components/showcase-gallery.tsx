import Image from 'next/image';

import { LightboxGallery } from '@/components/ui/lightbox-gallery.client';
import type { LightboxItem } from '@/app/(theme)/_content/types';

import { LIGHTBOX_LABELS } from './labels';
import styles from './showcase-gallery.module.css';

type Props = {
  /** Names the gallery in the address hash while a picture is open. */
  galleryId: string;
  items: readonly LightboxItem[];
  label: string;
  columns?: 1 | 2 | 3;
};

/** Thumbnails that open the shared lightbox; without JavaScript each is a link to its picture. */
export function ShowcaseGallery({ galleryId, items, label, columns = 2 }: Props) {
  return (
    <LightboxGallery galleryId={galleryId} labels={LIGHTBOX_LABELS}>
      <ul
        className={styles.gallery}
        aria-label={label}
        style={{ '--columns': columns } as React.CSSProperties}
      >
        {items.map((item, index) => (
          <li key={item.id} className={item.cropped ? styles.wide : undefined}>
            <a
              href={item.original}
              data-lightbox-index={index}
              data-lightbox-id={item.id}
              className={styles.link}
            >
              <Image
                src={item.thumbnail}
                alt={item.alt}
                width={item.width}
                height={item.height}
                sizes={`(max-width: 767px) 100vw, ${Math.round(100 / columns)}vw`}
                className={styles.image}
              />
              <span className="visually-hidden"> (open larger)</span>
            </a>
            {item.caption ? <p className={styles.caption}>{item.caption}</p> : null}
          </li>
        ))}
      </ul>
    </LightboxGallery>
  );
}
