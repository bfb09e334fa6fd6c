import { Reveal } from '@/components/ui/reveal.client';
import type { ServiceGroup } from '@/app/(theme)/_content/types';

import styles from './service-list.module.css';

type Props = {
  services: readonly ServiceGroup[];
  label: string;
  /** `cards`: a grid of boxes; `rows`: full-width numbered rows (Home Dark, Home Modern). */
  variant?: 'cards' | 'rows';
  headingLevel?: 3 | 4;
};

/** Service cards: a title (with its optional project count) and the list of what it covers. */
export function ServiceList({ services, label, variant = 'cards', headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${styles.list} ${styles[variant]}`} aria-label={label}>
      {services.map((service, index) => (
        <Reveal as="li" key={service.title} delay={service.delayAnimation} className={styles.service}>
          {variant === 'rows' ? (
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <Heading className={styles.title}>
            {service.title}
            {service.count !== undefined ? (
              <span className={styles.count}>
                {service.count}
                <span className="visually-hidden"> projects</span>
              </span>
            ) : null}
          </Heading>
          {service.serviceList.length > 0 ? (
            <ul className={styles.items}>
              {service.serviceList.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Reveal>
      ))}
    </ul>
  );
}
