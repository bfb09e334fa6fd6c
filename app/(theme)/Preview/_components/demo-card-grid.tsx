import Image from 'next/image';

import { NEW_TAB_NOTE } from '@/app/(theme)/_components/labels';
import { Reveal } from '@/components/ui/reveal.client';
import type { DemoCard } from '@/app/(theme)/_content/types';

import styles from './preview.module.css';

/** Demo cards: each opens its demo in a new tab, and says so to assistive technology. */
export function DemoCardGrid({ cards, label }: { cards: readonly DemoCard[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.route}>
          <Reveal delay={card.animationDelay}>
            <a href={card.route} target="_blank" rel="noopener" className={styles.card}>
              <Image
                src={card.image.src}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                sizes="(max-width: 576px) 100vw, (max-width: 991px) 50vw, 25vw"
                className={styles.shot}
              />
              <span className={styles.cardTitle}>
                {card.title}
                <span className="visually-hidden"> {NEW_TAB_NOTE}</span>
                <span aria-hidden="true" className={styles.newTab}>
                  ↗
                </span>
              </span>
            </a>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
