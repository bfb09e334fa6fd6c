import type { Metadata } from 'next';
import Image from 'next/image';

import { CounterTiles } from '@/app/(theme)/_components/counter-tiles';
import { CtaBand } from '@/app/(theme)/_components/pages/cta-band';
import { FaqAccordion } from '@/app/(theme)/_components/pages/faq-accordion.client';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ProcessSteps } from '@/app/(theme)/_components/pages/process-steps';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { ToolTiles } from '@/app/(theme)/_components/pages/tool-tiles';
import { ValueCards } from '@/app/(theme)/_components/pages/value-cards';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { SERVICE_FAQ } from '@/app/(theme)/_content/faq';
import {
  APPROACH_STEPS,
  OUR_SERVICES,
  SERVICE_COUNTERS,
  SERVICE_IMAGES,
  TOOL_TILES,
  VALUES,
} from '@/app/(theme)/_content/service-page';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Services') };

const { wide, square } = SERVICE_IMAGES;

export default function ServicePage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Services"
        title="Services"
        lead="Design, build and growth for brands that want to be understood."
      />
      <section className={`container ${s.section}`} aria-labelledby="our-services">
        <SectionHeading id="our-services" title="Our Services" subtitle="What we do" />
        <ServiceList services={OUR_SERVICES} label="Our services" />
      </section>
      <div className="container">
        <Image
          className={s.image}
          src={wide.src}
          alt={wide.alt}
          width={wide.width}
          height={wide.height}
          sizes="(max-width: 1232px) 100vw, 1200px"
        />
      </div>
      <section className={`container ${s.section}`} aria-labelledby="our-approach">
        <div className={s.split}>
          <div>
            <SectionHeading id="our-approach" title="Our Approach" subtitle="How we work" />
            <p className={s.lead}>
              Four steps we follow on every project, large or small. You are involved in each of them.
            </p>
          </div>
          <Image
            className={s.image}
            src={square.src}
            alt={square.alt}
            width={square.width}
            height={square.height}
            sizes="(max-width: 900px) 100vw, 600px"
          />
        </div>
        <ProcessSteps steps={APPROACH_STEPS} label="Our approach, step by step" />
      </section>
      <CtaBand
        title="Have a project in mind?"
        text="Tell us about it: the first conversation is free and comes with honest advice."
        link={{ href: '/contact', label: 'Start a project' }}
      />
      <section className={`container ${s.section}`} aria-labelledby="our-skills">
        <SectionHeading id="our-skills" title="Tools we master" subtitle="Skills" />
        <ToolTiles tools={TOOL_TILES} label="Our skills" />
      </section>
      <section className={`${s.section} ${s.soft}`} aria-labelledby="our-values">
        <div className="container">
          <SectionHeading id="our-values" title="Our Values" subtitle="What we believe" />
          <ValueCards items={VALUES} label="Our values" />
        </div>
      </section>
      <section className={`container ${s.section}`} aria-labelledby="in-numbers">
        <SectionHeading id="in-numbers" title="In numbers" subtitle="Results" />
        <CounterTiles counters={SERVICE_COUNTERS} label="The studio in numbers" />
      </section>
      <section className={`container ${s.section}`} aria-labelledby="service-faq">
        <SectionHeading id="service-faq" title="Frequently Asked Questions" subtitle="FAQ" />
        <FaqAccordion items={SERVICE_FAQ} />
      </section>
    </>
  );
}
