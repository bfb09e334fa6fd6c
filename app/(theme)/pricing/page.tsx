import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PricingPlans } from '@/app/(theme)/_components/pages/pricing-plans';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { PRICING_PLANS } from '@/app/(theme)/_content/pricing';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Pricing & Plan') };

export default function PricingPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Pricing"
        title="Pricing & Plan"
        lead="Simple monthly plans for design, build and care. Change or cancel whenever you like."
      />
      <section className={`container ${s.section}`} aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={`${s.heading} ${s.center}`}>
          Choose your plan
        </h2>
        <p className={`${s.lead} ${s.center}`}>
          Every plan includes hosting advice, an accessible design and a launch checklist.
        </p>
        <PricingPlans plans={PRICING_PLANS} />
        <p className={s.note}>
          Working with a larger team? <Link href="/contact">Contact us</Link> for a plan that fits.
        </p>
      </section>
    </>
  );
}
