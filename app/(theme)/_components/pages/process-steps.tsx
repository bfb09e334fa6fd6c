import type { ProcessStep } from '@/app/(theme)/_content/types';

import styles from './cards.module.css';

/** Our Approach: numbered steps, in order. */
export function ProcessSteps({ steps, label }: { steps: readonly ProcessStep[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {String(step.step).padStart(2, '0')}
          </span>
          <h3 className={styles.cardTitle}>{step.title}</h3>
          <p className={styles.cardText}>{step.desc}</p>
        </li>
      ))}
    </ol>
  );
}
