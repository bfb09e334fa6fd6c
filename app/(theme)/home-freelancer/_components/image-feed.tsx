import Image from 'next/image';

import type { DemoImage } from '@/app/(theme)/_content/types';

import styles from './freelancer.module.css';

/** The image feed (spec: 5 items): a row of square crops from the studio's week. */
export function ImageFeed({ images, label }: { images: readonly DemoImage[]; label: string }) {
  return (
    <ul className={styles.feed} aria-label={label}>
      {images.map((image) => (
        <li key={image.src}>
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 576px) 50vw, 20vw"
            className={styles.feedImage}
          />
        </li>
      ))}
    </ul>
  );
}
