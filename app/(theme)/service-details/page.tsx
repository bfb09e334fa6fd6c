import type { Metadata } from 'next';
import Link from 'next/link';

import { FaqAccordion } from '@/app/(theme)/_components/pages/faq-accordion.client';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ProcessSteps } from '@/app/(theme)/_components/pages/process-steps';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ShowcaseGallery } from '@/app/(theme)/_components/showcase-gallery';
import { SkillBars } from '@/app/(theme)/_components/skill-bars';
import {
  APPROACH_STEPS,
  DETAIL_FAQ,
  SERVICE_IMAGES,
  SERVICES_LIST,
  SPECIALIZATION,
  UX_SKILLS,
} from '@/app/(theme)/_content/service-page';
import type { LightboxItem } from '@/app/(theme)/_content/types';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('UI/UX Solution') };

const { detail } = SERVICE_IMAGES;
const COVER: LightboxItem = {
  id: 'cover',
  original: detail.src,
  thumbnail: detail.src,
  width: detail.width,
  height: detail.height,
  alt: detail.alt,
};

export default function ServiceDetailsPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Service Details"
        title="UI/UX Solution"
        lead="Research, interfaces and design systems that make products easy to use."
      />
      <div className={`container ${s.section} ${s.withSidebar}`}>
        <div>
          <ShowcaseGallery galleryId="service" items={[COVER]} label="UI/UX Solution picture" columns={1} />
          <section className={s.block} aria-labelledby="specialization">
            <SectionHeading id="specialization" title="Specialization" />
            <p>{SPECIALIZATION.text}</p>
            <ul>
              {SPECIALIZATION.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
          <section className={s.block} aria-labelledby="our-skills">
            <SectionHeading id="our-skills" title="Our Skills" />
            <SkillBars skills={UX_SKILLS} label="Our skills" />
          </section>
          <section className={s.block} aria-labelledby="our-approach">
            <SectionHeading id="our-approach" title="Our Approach" />
            <ProcessSteps steps={APPROACH_STEPS} label="Our approach, step by step" />
          </section>
        </div>
        <aside className={s.sidebar} aria-label="About this service">
          <section className={s.widget} aria-labelledby="services-list">
            <h2 id="services-list" className={s.widgetTitle}>
              Services List
            </h2>
            <ul className={s.linkList}>
              {SERVICES_LIST.map((name) => (
                <li key={name}>
                  {name === 'UI/UX Solution' ? (
                    <span aria-current="page">{name}</span>
                  ) : (
                    <Link href="/service">{name}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className={s.widget} aria-labelledby="service-faqs">
            <h2 id="service-faqs" className={s.widgetTitle}>
              FAQs
            </h2>
            <FaqAccordion items={DETAIL_FAQ} />
          </section>
        </aside>
      </div>
    </>
  );
}
