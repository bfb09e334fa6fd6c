import { part2Image, type Part2ImageName } from './part2-images';
import type { Skill, TeamMember, TimelineEntry } from './types';

const MEMBERS: [name: string, designation: string][] = [
  ['Lena Ortiz', 'Creative Director'],
  ['Tomás Reyes', 'Lead Developer'],
  ['Mira Castell', 'Brand Designer'],
  ['Owen Park', 'Product Designer'],
  ['Iris Navarro', 'Illustrator'],
  ['Samuel Achebe', 'Motion Designer'],
  ['Hana Kobayashi', 'UX Researcher'],
  ['Diego Salinas', 'Front-end Developer'],
  ['Clara Weiss', 'Project Manager'],
  ['Rafael Montes', 'Photographer'],
  ['Nadia Haddad', 'Content Strategist'],
  ['Felix Brandt', 'Back-end Developer'],
];

/** Twelve members (spec); the team page adds an empty slot for the next one. */
export const TEAM_MEMBERS: readonly TeamMember[] = MEMBERS.map(([name, designation], index) => ({
  image: part2Image(`team-${String(index + 1).padStart(2, '0')}` as Part2ImageName, `Portrait of ${name}`),
  name,
  designation,
  href: index % 2 === 0 ? '/team-details' : '/team-details-2',
}));

/** A member's profile, as the two team-detail pages show it. Not in types.ts, so defined here. */
export type TeamProfile = {
  member: TeamMember;
  bio: readonly string[];
  email: string;
  phone: string;
  skills: readonly Skill[];
  experience: readonly TimelineEntry[];
};

const member = (index: number): TeamMember => {
  const found = TEAM_MEMBERS[index];
  if (!found) throw new Error(`No demo team member #${index}`);
  return found;
};

export const TEAM_PROFILES: readonly [TeamProfile, TeamProfile] = [
  {
    member: member(0),
    bio: [
      'Lena has led the studio’s design work for eight years. She believes a brand is a promise and a website is where people check whether it is kept.',
      'Before the studio she designed signage for museums, which taught her to write short and to test everything with real people.',
    ],
    email: 'lena@studio.example',
    phone: '+1 555 0100',
    skills: [
      { icon: 'Br', percentage: 95, title: 'Branding' },
      { icon: 'Ux', percentage: 90, title: 'UX Design' },
      { icon: 'Ar', percentage: 85, title: 'Art Direction' },
    ],
    experience: [
      {
        period: '2014',
        title: 'Exhibition Designer',
        place: 'City Museum of Design',
        description: 'Wayfinding and exhibition graphics.',
      },
      {
        period: '2015-2019',
        title: 'Senior Designer',
        place: 'Northwind Agency',
        description: 'Identities and websites for cultural clients.',
      },
      {
        period: '2020-present',
        title: 'Creative Director',
        place: 'Studio Demo',
        description: 'Leads design across every project.',
      },
    ],
  },
  {
    member: member(1),
    bio: [
      'Tomás turns designs into fast, accessible websites. He cares about the details nobody sees until they are missing: focus rings, loading states, error messages.',
      'Outside work he teaches a free evening class on building for the web.',
    ],
    email: 'tomas@studio.example',
    phone: '+1 555 0101',
    skills: [
      { icon: 'Js', percentage: 92, title: 'JavaScript' },
      { icon: 'A11', percentage: 88, title: 'Accessibility' },
      { icon: 'Pf', percentage: 84, title: 'Performance' },
    ],
    experience: [
      {
        period: '2014',
        title: 'Junior Developer',
        place: 'Kestrel Labs',
        description: 'Internal tools and dashboards.',
      },
      {
        period: '2015-2019',
        title: 'Front-end Developer',
        place: 'Orbita',
        description: 'E-commerce storefronts.',
      },
      {
        period: '2020-present',
        title: 'Lead Developer',
        place: 'Studio Demo',
        description: 'Architecture and code reviews.',
      },
    ],
  },
];
