import type { Metadata } from 'next';

import { carouselLabels } from '@/app/(theme)/_components/labels';
import { ProjectCardView } from '@/app/(theme)/_components/project-card';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { Carousel } from '@/components/ui/carousel.client';
import { CAROUSEL_PROJECTS } from '@/app/(theme)/_content/projects';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Works Carousel') };

/** Spec section 9, demo slider: 3 slides, 2 at 991 px or less, 1 at 576 px or less. */
const DEMO_SLIDER_PER_VIEW = { 0: 1, 577: 2, 992: 3 };

export default function WorksCarouselPage() {
  return (
    <ThemeSection tone="soft" labelledBy="carousel-title">
      <SectionHeading
        id="carousel-title"
        level={1}
        subtitle="Works"
        title="Latest Portfolio"
        action={{ href: '/works-grid', label: 'All Projects' }}
      />
      <Carousel
        labels={carouselLabels('Latest portfolio')}
        perView={DEMO_SLIDER_PER_VIEW}
        duration={900}
        loop
      >
        {CAROUSEL_PROJECTS.map((project) => (
          <ProjectCardView
            key={project.title}
            project={project}
            headingLevel={2}
            sizes="(max-width: 576px) 100vw, (max-width: 991px) 50vw, 33vw"
          />
        ))}
      </Carousel>
    </ThemeSection>
  );
}
