import Link from 'next/link';

import type { PricingPlan } from '@/app/(theme)/_content/pricing';

import styles from './pricing-plans.module.css';

export function PricingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.name} className={`${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}>
          <div className={styles.name}>
            <h3>{plan.name}</h3>
            {plan.highlighted ? <span className={styles.badge}>Most popular</span> : null}
          </div>
          <p className={styles.price}>
            <span className={styles.amount}>${plan.price}</span>{' '}
            <span className={styles.period}>{plan.period}</span>
          </p>
          <p className={styles.description}>{plan.description}</p>
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Link href="/contact" className={styles.cta}>
            Choose {plan.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
