import { artAlt, personArt, projectArt } from './art';
import { partnersFirst } from './partners';
import { pickProjects } from './projects';
import type { Counter, DemoImage, Skill, TimelineEntry } from './types';

/** Home Freelancer: an invented designer, Noa Vance. */
export const FREELANCER = {
  name: 'Noa Vance',
  role: 'Independent product designer',
  tagline: 'Interfaces that feel obvious the second time you use them, and pleasant the first.',
  portrait: personArt(4, 'Portrait of Noa Vance (illustration)'),
  biography: [
    'I design calm, useful software for small teams with big ambitions. Before going independent I led design at two start-ups and taught interface design at night school.',
    'I work with a handful of clients a year, from the first sketch to the last pixel in production, and I stay around after launch to see what people really do with the product.',
  ],
  contact: {
    email: 'hello@noa-vance.example',
    phone: '+1 555 0100 274',
    phoneHref: 'tel:+15550100274',
    location: 'Lisbon and remote',
  },
} as const;

/** Spec: 80 years of experience, 1000 satisfied clients, 800 clients worldwide, 6750 projects done. */
export const FREELANCER_COUNTERS: readonly Counter[] = [
  { startCount: 0, endCount: 80, metaText1: 'Years of', metaText2: 'Experience', animationDelay: 0 },
  { startCount: 0, endCount: 1000, metaText1: 'Satisfied', metaText2: 'Clients', animationDelay: 100 },
  { startCount: 0, endCount: 800, metaText1: 'Clients', metaText2: 'Worldwide', animationDelay: 200 },
  { startCount: 0, endCount: 6750, metaText1: 'Projects', metaText2: 'Done', animationDelay: 300 },
];

/** Spec: Figma 90, Sketch 95, Adobe XD 82, InvisionApp 93, Bootstrap 76, HTML5/CSS 88. */
export const FREELANCER_SKILLS: readonly Skill[] = [
  { icon: 'F', title: 'Figma', percentage: 90 },
  { icon: 'S', title: 'Sketch', percentage: 95 },
  { icon: 'Xd', title: 'Adobe XD', percentage: 82 },
  { icon: 'In', title: 'InvisionApp', percentage: 93 },
  { icon: 'B', title: 'Bootstrap', percentage: 76 },
  { icon: '5', title: 'HTML5/CSS', percentage: 88 },
];

/** Spec: 2014, 2015-2019, 2020-present. */
export const FREELANCER_TIMELINE: readonly TimelineEntry[] = [
  {
    period: '2014',
    title: 'BA in Communication Design',
    place: 'Riverside School of Art',
    description:
      'Graduated with a thesis on wayfinding for hospitals, which is still the project I am proudest of.',
  },
  {
    period: '2015-2019',
    title: 'Lead Product Designer',
    place: 'Two start-ups in mobility and health',
    description:
      'Built two design teams from scratch and shipped apps used by half a million people a month.',
  },
  {
    period: '2020-present',
    title: 'Independent Designer',
    place: 'Studio of one',
    description:
      'Research, interfaces and design systems for a few clients at a time, with teaching on the side.',
  },
];

export const FREELANCER_PARTNERS = partnersFirst(5);
export const FREELANCER_PROJECTS = pickProjects(7, 10, 2, 5);

/** The image feed: 5 pictures from the studio's week. */
export const FREELANCER_FEED: readonly DemoImage[] = [3, 8, 12, 15, 9].map((n) => projectArt(n, artAlt(n)));
