import Image from 'next/image';

import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ShowcaseGallery } from '@/app/(theme)/_components/showcase-gallery';
import { SkillBars } from '@/app/(theme)/_components/skill-bars';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { Timeline } from '@/app/(theme)/_components/timeline';
import type { AboutContent } from '@/app/(theme)/_content/about';
import { partnersFirst } from '@/app/(theme)/_content/partners';
import { TESTIMONIALS } from '@/app/(theme)/_content/testimonials';

import { AwardGroups } from './award-groups';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import s from './sections.module.css';
import { ValueCards } from './value-cards';

/** /about-us and /about-me: the same sections (spec), each page with its own story and pictures. */
export function AboutPage({
  title,
  galleryId,
  content,
}: {
  title: string;
  galleryId: string;
  content: AboutContent;
}) {
  const { intro, images } = content;
  return (
    <>
      <PageHero size="banner" tone="soft" title={title} />
      <section className={`container ${s.section}`} aria-labelledby="about-intro">
        <div className={s.split}>
          <div>
            <SectionHeading id="about-intro" title={intro.title} subtitle={intro.kicker} />
            {intro.paragraphs.map((text) => (
              <p key={text.slice(0, 24)}>{text}</p>
            ))}
          </div>
          <Image
            className={s.image}
            src={images.square.src}
            alt={images.square.alt}
            width={images.square.width}
            height={images.square.height}
            sizes="(max-width: 900px) 100vw, 600px"
            priority
          />
        </div>
      </section>
      <div className="container">
        <Image
          className={s.image}
          src={images.wide.src}
          alt={images.wide.alt}
          width={images.wide.width}
          height={images.wide.height}
          sizes="(max-width: 1232px) 100vw, 1200px"
        />
      </div>
      <section className={`container ${s.section}`} aria-labelledby="about-gallery">
        <SectionHeading id="about-gallery" title="Gallery" subtitle="Around the studio" />
        <ShowcaseGallery galleryId={galleryId} items={content.gallery} label="Gallery" columns={3} />
      </section>
      <section className={`${s.section} ${s.soft}`} aria-labelledby="about-partners">
        <div className="container">
          <SectionHeading id="about-partners" title="Our Partners" subtitle="Trusted by" />
          <PartnerGrid partners={partnersFirst(10)} columns={5} label="Our partners" />
        </div>
      </section>
      <section className={`container ${s.section}`} aria-labelledby="about-testimonial">
        <SectionHeading id="about-testimonial" title="Testimonial" subtitle="What clients say" />
        <TestimonialSlider testimonials={TESTIMONIALS} label="What clients say" />
      </section>
      <section className={`container ${s.section}`} aria-labelledby="about-awards">
        <SectionHeading id="about-awards" title="Our Awards" subtitle="Recognition" />
        <AwardGroups groups={content.awards} />
      </section>
      <section className={`${s.section} ${s.soft}`} aria-labelledby="about-advantage">
        <div className="container">
          <SectionHeading id="about-advantage" title="My Advantage" subtitle="Why work with us" />
          <ValueCards items={content.advantages} label="Advantages" />
          <div className={s.block}>
            <SkillBars skills={content.skills} label="Skills" />
          </div>
        </div>
      </section>
      <section className={`container ${s.section}`} aria-labelledby="about-timeline">
        <SectionHeading id="about-timeline" title="Education & Experience" subtitle="The story so far" />
        <Timeline entries={content.timeline} label="Education and experience" />
      </section>
    </>
  );
}
