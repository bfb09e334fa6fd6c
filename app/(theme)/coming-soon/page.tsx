import type { Metadata } from 'next';

import { DemoForm } from '@/app/(theme)/_components/forms/demo-form.client';
import { COUNTDOWN_TARGET, remaining } from '@/app/(theme)/_components/pages/countdown';
import { Countdown } from '@/app/(theme)/_components/pages/countdown.client';
import styles from '@/app/(theme)/_components/pages/coming-soon.module.css';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Coming Soon') };

/** What the pre-rendered HTML shows: the time left when the page was built (zeros past the target). */
const AT_BUILD = remaining(Date.now());

const launchDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'America/Tijuana' }).format(
  COUNTDOWN_TARGET,
);

export default function ComingSoonPage() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.kicker}>Something new is on the way</p>
      <h1 className={styles.title}>Coming Soon</h1>
      <p className={styles.text}>
        Our new website launches on{' '}
        <time dateTime={new Date(COUNTDOWN_TARGET).toISOString()}>{launchDate}</time>. Leave your e-mail
        address and we will tell you when it is ready.
      </p>
      <Countdown target={COUNTDOWN_TARGET} initial={AT_BUILD} label="Time left until the launch" />
      <section className={styles.subscribe} aria-labelledby="subscribe-heading">
        <h2 id="subscribe-heading" className={styles.subheading}>
          Get notified
        </h2>
        <DemoForm kind="subscribe" label="Your e-mail address" submitLabel="Notify me" />
      </section>
    </div>
  );
}
