import type { Metadata } from 'next';
import Link from 'next/link';

import { FaqAccordion } from '@/app/(theme)/_components/pages/faq-accordion.client';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { FAQ_GROUPS } from '@/app/(theme)/_content/faq';
import { demoTitle } from '@/app/(theme)/_content/site';

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
