import type { Metadata } from 'next';

import { CounterTiles } from '@/app/(theme)/_components/counter-tiles';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { SkillBars } from '@/app/(theme)/_components/skill-bars';
import { TestimonialSlider } from '@/app/(theme)/_components/testimonial-slider';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { Timeline } from '@/app/(theme)/_components/timeline';
import * as data from '@/app/(theme)/_content/freelancer';
import { demoTitle } from '@/app/(theme)/_content/site';
import { TESTIMONIALS } from '@/app/(theme)/_content/testimonials';

import { AboutMe } from './_components/about-me';
import { ImageFeed } from './_components/image-feed';

export const metadata: Metadata = { title: demoTitle('Home Freelancer') };

export default function HomeFreelancerPage() {
  const person = data.FREELANCER;
  return (
    <>
      <PageHero
        eyebrow={person.role}
        title={`Hi, I’m ${person.name}`}
        lead={person.tagline}
        image={person.portrait}
        tone="soft"
        actions={[{ href: '/contact', label: 'Hire me' }]}
      />
      <ThemeSection labelledBy="about-title">
        <AboutMe person={person} />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="figures-title">
        <SectionHeading id="figures-title" subtitle="Fun facts" title="A career in numbers" />
        <CounterTiles counters={data.FREELANCER_COUNTERS} label="Career figures" />
      </ThemeSection>
      <ThemeSection labelledBy="skills-title">
        <SectionHeading id="skills-title" subtitle="Tools" title="My Skills" />
        <SkillBars skills={data.FREELANCER_SKILLS} label="Tool proficiency" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="partners-title">
        <SectionHeading id="partners-title" title="Clients I have worked with" align="center" />
        <PartnerGrid partners={data.FREELANCER_PARTNERS} columns={5} label="Clients" />
      </ThemeSection>
      <ThemeSection labelledBy="timeline-title">
        <SectionHeading id="timeline-title" subtitle="Resume" title="Education & Experience" />
        <Timeline entries={data.FREELANCER_TIMELINE} label="Education and experience" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          subtitle="Portfolio"
          title="My Latest Projects"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={data.FREELANCER_PROJECTS} columns={2} label="Latest projects" />
      </ThemeSection>
      <ThemeSection labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          subtitle="Testimonials"
          title="What clients say"
          align="center"
        />
        {/* Spec: 3 slides, dots, infinite, 900 ms, no autoplay. */}
        <TestimonialSlider testimonials={TESTIMONIALS} label="Client testimonials" loop dots duration={900} />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="feed-title">
        <SectionHeading id="feed-title" subtitle="Feed" title="From the studio this week" align="center" />
        <ImageFeed images={data.FREELANCER_FEED} label="Studio feed" />
      </ThemeSection>
    </>
  );
}
