import { part2Image } from './part2-images';
import type { Counter, FaqItem, ProcessStep, ServiceGroup, Skill } from './types';

/** A skill tile of /service: a monogram and a name, no level. Not in types.ts, so defined here. */
export type ToolTile = { icon: string; title: string };

/** A studio value (Partnership, Clossness…). Not in types.ts, so defined here. */
export type ValueCard = { title: string; desc: string };

export const SERVICE_IMAGES = {
  wide: part2Image('service-wide', 'A wide landscape of soft blue hills, the studio’s services banner'),
  square: part2Image('service-square', 'A sun over green hills, illustrating our way of working'),
  detail: part2Image('service-detail', 'Layered hills at dusk: the picture of the UI/UX Solution service'),
} as const;

export const OUR_SERVICES: readonly ServiceGroup[] = [
  {
    title: 'UI/UX Solution',
    serviceList: ['User research', 'Wireframes and prototypes', 'Interface design'],
    delayAnimation: 0,
  },
  {
    title: 'Web Development',
    serviceList: ['Marketing sites', 'Online shops', 'Content management'],
    delayAnimation: 100,
  },
  { title: 'Brand Identity', serviceList: ['Naming', 'Logo and type', 'Guidelines'], delayAnimation: 200 },
  {
    title: 'Digital Marketing',
    serviceList: ['Search', 'Newsletters', 'Social campaigns'],
    delayAnimation: 300,
  },
];

export const APPROACH_STEPS: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Listen',
    desc: 'We start with your goals, your customers and your constraints, and write them down together.',
  },
  { step: 2, title: 'Sketch', desc: 'Rough ideas early and often: cheap to change, easy to discuss.' },
  {
    step: 3,
    title: 'Build',
    desc: 'Design and code side by side, shown to you every week on a private link.',
  },
  {
    step: 4,
    title: 'Launch and learn',
    desc: 'We ship, measure what people really do, and improve from there.',
  },
];

/** Spec: HTML/CSS, WordPress, Shopify, iOS, Android, Figma, Zeplin. */
export const TOOL_TILES: readonly ToolTile[] = [
  { icon: '</>', title: 'HTML/CSS' },
  { icon: 'W', title: 'WordPress' },
  { icon: 'S', title: 'Shopify' },
  { icon: 'i', title: 'iOS' },
  { icon: 'A', title: 'Android' },
  { icon: 'F', title: 'Figma' },
  { icon: 'Z', title: 'Zeplin' },
];

/** Spec: Partnership, Clossness (spelling kept), Future, Commitment. */
export const VALUES: readonly ValueCard[] = [
  { title: 'Partnership', desc: 'We work with you, not for you: one team, one shared plan.' },
  { title: 'Clossness', desc: 'A small studio means you always talk to the people doing the work.' },
  { title: 'Future', desc: 'We build things that are easy to change, because your business will.' },
  { title: 'Commitment', desc: 'We say what we will do, then we do it, on the day we said.' },
];

/** Spec: percentage counters 95, 98, 90. */
export const SERVICE_COUNTERS: readonly Counter[] = [
  {
    startCount: 0,
    endCount: 95,
    suffix: '%',
    metaText1: 'Projects delivered',
    metaText2: 'on time',
    animationDelay: 0,
  },
  {
    startCount: 0,
    endCount: 98,
    suffix: '%',
    metaText1: 'Clients who',
    metaText2: 'come back',
    animationDelay: 100,
  },
  {
    startCount: 0,
    endCount: 90,
    suffix: '%',
    metaText1: 'Of our work from',
    metaText2: 'recommendations',
    animationDelay: 200,
  },
];

/** /service-details ('UI/UX Solution'). */
export const SPECIALIZATION = {
  text: 'Good interfaces feel obvious, and getting there takes method. We interview the people who will use the product, map what they need to do, and test every important screen with them before it is built.',
  points: [
    'Research with real users',
    'Information architecture',
    'Accessible interface design',
    'Design systems your developers enjoy',
  ],
} as const;

export const UX_SKILLS: readonly Skill[] = [
  { icon: 'R', title: 'User Research', percentage: 92 },
  { icon: 'P', title: 'Prototyping', percentage: 88 },
  { icon: 'V', title: 'Visual Design', percentage: 95 },
  { icon: 'A', title: 'Accessibility', percentage: 90 },
];

export const SERVICES_LIST = [
  'UI/UX Solution',
  'Web Development',
  'Brand Identity',
  'Digital Marketing',
  'Motion Design',
] as const;

export const DETAIL_FAQ: readonly FaqItem[] = [
  {
    title: 'How long does a UX project take?',
    desc: 'Most take six to ten weeks, from the first interviews to tested designs ready to build.',
    expand: true,
  },
  {
    title: 'Do you work with our developers?',
    desc: 'Yes. We hand over a documented design system and stay available while they build.',
    expand: false,
  },
  {
    title: 'Can you test an existing product?',
    desc: 'Certainly: a usability review with five users is often the best first step.',
    expand: false,
  },
];
