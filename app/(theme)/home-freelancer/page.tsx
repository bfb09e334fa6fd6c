import type { Metadata } from 'next';

import { CounterTiles } from '@/components/theme/counter-tiles';
import { PageHero } from '@/components/theme/page-hero';
import { PartnerGrid } from '@/components/theme/partner-grid';
import { ProjectGrid } from '@/components/theme/project-grid';
import { SectionHeading } from '@/components/theme/section-heading';
import { SkillBars } from '@/components/theme/skill-bars';
import { TestimonialSlider } from '@/components/theme/testimonial-slider';
import { ThemeSection } from '@/components/theme/theme-section';
import { Timeline } from '@/components/theme/timeline';
import * as data from '@/content/demo/freelancer';
import { demoTitle } from '@/content/demo/site';
import { TESTIMONIALS } from '@/content/demo/testimonials';

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
