import type { Metadata } from 'next';

import { Masonry } from '@/app/(theme)/_components/masonry';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ProjectCardView } from '@/app/(theme)/_components/project-card';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { Reveal } from '@/components/ui/reveal.client';
import { MASONRY_PROJECTS } from '@/app/(theme)/_content/projects';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Works Masonry') };

/** Spec: 2 columns, 1 at 500 px or narrower (CSS columns, see app/(theme)/_components/masonry). */
export default function WorksMasonryPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Works"
        title="Portfolio Masonry"
        lead="Tall posters next to wide screens: every project at its own proportions."
      />
      <ThemeSection labelledBy="masonry-title">
        <h2 id="masonry-title" className="visually-hidden">
          Projects
        </h2>
        <Masonry columns="portfolio" label="Projects">
          {MASONRY_PROJECTS.map((project, index) => (
            <Reveal key={project.title} delay={(index % 2) * 100}>
              <ProjectCardView project={project} natural sizes="(max-width: 500px) 100vw, 50vw" />
            </Reveal>
          ))}
        </Masonry>
      </ThemeSection>
    </>
  );
}
