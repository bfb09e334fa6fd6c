import { CountUp } from '@/components/ui/count-up.client';
import { Reveal } from '@/components/ui/reveal.client';
import type { Counter } from '@/app/(theme)/_content/types';

import styles from './counter-tiles.module.css';

/** Spec section 9: counters count up in 1 s. */
export const COUNTER_DURATION_S = 1;

/**
 * Count-up tiles. CountUp counts from 0 to `endCount` (the demo data's `startCount` is 0 throughout,
 * which the data tests check) and keeps the final value in the HTML.
 */
export function CounterTiles({ counters, label }: { counters: readonly Counter[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {counters.map((counter) => (
        <Reveal
          as="li"
          key={`${counter.metaText1} ${counter.metaText2}`}
          delay={counter.animationDelay}
          className={styles.tile}
        >
          <span className={styles.value} data-counter="">
            <CountUp value={counter.endCount} duration={COUNTER_DURATION_S} suffix={counter.suffix} />
          </span>
          <span className={styles.meta}>
            {counter.metaText1} <br />
            {counter.metaText2}
          </span>
        </Reveal>
      ))}
    </ul>
  );
}
