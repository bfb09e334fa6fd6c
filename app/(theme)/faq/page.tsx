import type { Metadata } from 'next';
import Link from 'next/link';

import { FaqAccordion } from '@/components/theme/pages/faq-accordion.client';
import { PageHero } from '@/components/theme/page-hero';
import s from '@/components/theme/pages/sections.module.css';
import { FAQ_GROUPS } from '@/content/demo/faq';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('FAQ') };

export default function FaqPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="How we work, how payments go and what happens after launch."
      />
      <div className={`container ${s.section}`}>
        {FAQ_GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`faq-${group.title.toLowerCase()}`}
            className={s.faqGroup}
          >
            <h2 id={`faq-${group.title.toLowerCase()}`} className={s.heading}>
              {group.title}
            </h2>
            <FaqAccordion items={group.items} />
          </section>
        ))}
        <p className={s.note}>
          Still have a question? <Link href="/contact">Contact us</Link> and we will answer within a working
          day.
        </p>
      </div>
    </>
  );
}
