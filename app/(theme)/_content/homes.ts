import { projectArt } from './art';
import { LINKED_PARTNERS, PARTNERS, partnersFirst } from './partners';
import {
  LATEST_PROJECTS,
  MINIMAL_FILTERS,
  MINIMAL_PROJECTS,
  MODERN_FILTERS,
  MODERN_PROJECTS,
  pickProjects,
} from './projects';
import { CORE_SERVICES, DARK_SERVICES, MODERN_SERVICES, TRENDING_SERVICES } from './services';
import { TESTIMONIALS } from './testimonials';
import type { Counter, DemoImage } from './types';

export type Hero = { eyebrow?: string; title: string; lead: string; image?: DemoImage };

/** Home Default: hero, services, projects, partners, testimonials. */
export const HOME_DEFAULT = {
  hero: {
    eyebrow: 'Creative digital agency',
    title: 'We design brands people remember',
    lead: 'Strategy, identity and digital products for companies that would rather be loved than merely noticed.',
    image: projectArt(1),
  },
  services: CORE_SERVICES,
  projects: pickProjects(1, 6, 11),
  partners: partnersFirst(10),
  testimonials: TESTIMONIALS,
} as const;

/** Home Studio: the same story told by a small studio, with more room for the work. */
export const HOME_STUDIO = {
  hero: {
    eyebrow: 'Independent design studio',
    title: 'A small studio for big ideas',
    lead: 'Six designers, one long table and a habit of saying no to projects we cannot make better.',
  },
  services: CORE_SERVICES,
  projects: pickProjects(4, 13, 2, 15),
  partners: partnersFirst(5),
  testimonials: TESTIMONIALS,
} as const;

/** Home Agency: adds the agency's figures. */
export const HOME_AGENCY = {
  hero: {
    eyebrow: 'Full-service agency',
    title: 'Strategy, design and code under one roof',
    lead: 'From the first workshop to the launch party: one team, one plan, and nobody lost in a hand-over.',
    image: projectArt(14),
  },
  counters: [
    { startCount: 0, endCount: 15, metaText1: 'Years in', metaText2: 'Business', animationDelay: 0 },
    { startCount: 0, endCount: 340, metaText1: 'Projects', metaText2: 'Launched', animationDelay: 100 },
    { startCount: 0, endCount: 28, metaText1: 'Design', metaText2: 'Awards', animationDelay: 200 },
  ] satisfies Counter[],
  services: CORE_SERVICES,
  projects: pickProjects(16, 5, 12),
  partners: partnersFirst(10),
  testimonials: TESTIMONIALS,
} as const;

/** Home Dark: 'Bigger, Bolder and Better', four numbered sections. */
export const HOME_DARK = {
  hero: {
    eyebrow: 'Design & technology',
    title: 'Bigger, Bolder and Better',
    lead: 'Loud ideas, quiet craft. We make work that fills a billboard and still reads on a phone.',
  },
  services: DARK_SERVICES,
  projects: pickProjects(11, 8, 3, 16),
  partners: LINKED_PARTNERS,
  testimonials: TESTIMONIALS,
} as const;

/** Home Minimal: 'An Award Winning Digital Studio' and the filterable project list. */
export const HOME_MINIMAL = {
  hero: {
    title: 'An Award Winning Digital Studio',
    lead: 'Eleven projects from 2021. Hover a title for a glimpse, open it for the whole story.',
  },
  filters: MINIMAL_FILTERS,
  projects: MINIMAL_PROJECTS,
} as const;

/** Home Modern: 'Since 1991', service counts, six filterable cards, three articles. */
export const HOME_MODERN = {
  hero: {
    eyebrow: 'Creative studio',
    title: 'Since 1991',
    lead: 'Three decades of posters, packaging and products, and we still sketch everything on paper first.',
  },
  services: MODERN_SERVICES,
  filters: MODERN_FILTERS,
  projects: MODERN_PROJECTS,
  claim: { brands: 150, since: 2006 },
} as const;

/** Home Trending: hero, latest projects, three services, 13 partners in 5 columns, a call. */
export const HOME_TRENDING = {
  hero: {
    eyebrow: 'Brand & interaction studio',
    title: 'Ideas that move people',
    lead: 'We turn what makes you different into identities, interfaces and campaigns that people want to share.',
    image: projectArt(7),
  },
  projects: LATEST_PROJECTS,
  services: TRENDING_SERVICES,
  partners: PARTNERS,
} as const;
