import { part2Image, type Part2ImageName } from './part2-images';
import type { AwardGroup, LightboxItem, Skill, TimelineEntry } from './types';

/** An item of 'My Advantage'. Not in types.ts, so defined here. */
export type Advantage = { title: string; desc: string };

/** One about page's own content; partners and testimonials are the shared demo data. */
export type AboutContent = {
  intro: { kicker: string; title: string; paragraphs: readonly string[] };
  images: { wide: ReturnType<typeof part2Image>; square: ReturnType<typeof part2Image> };
  gallery: readonly LightboxItem[];
  awards: readonly AwardGroup[];
  advantages: readonly Advantage[];
  skills: readonly Skill[];
  timeline: readonly TimelineEntry[];
};

const GALLERY_ALTS = [
  'Morning light over the studio hills',
  'A green valley at noon',
  'Sunset colours over the ridge',
  'Dusk falling on the fields',
  'A pale sky above rolling hills',
  'Evening haze over the valley',
];

function gallery(prefix: string): LightboxItem[] {
  return GALLERY_ALTS.map((alt, index) => {
    const image = part2Image(`gallery-${index + 1}` as Part2ImageName, alt);
    return {
      id: `${prefix}-${index + 1}`,
      original: image.src,
      thumbnail: image.src,
      width: image.width,
      height: image.height,
      alt,
    };
  });
}

const award = (n: 1 | 2 | 3, name: string) => part2Image(`award-${n}`, name);

export const ABOUT_US: AboutContent = {
  intro: {
    kicker: 'Who we are',
    title: 'A small studio for brands that want to be understood',
    paragraphs: [
      'We are twelve designers, developers and writers working from one bright room and a lot of shared documents. Since 2012 we have helped cafés, clinics, banks and festivals explain themselves clearly.',
      'We keep the team small on purpose: the people you meet on the first call are the people who do the work.',
    ],
  },
  images: {
    wide: part2Image('about-wide', 'A wide view of hills under a morning sky, the studio’s banner'),
    square: part2Image('about-square', 'A warm sun over the hills, illustrating the team'),
  },
  gallery: gallery('about-us'),
  awards: [
    {
      year: '2021',
      logo: award(1, 'Annual Design Awards'),
      awards: [
        { title: 'Site of the Year', subtitle: 'Annual Design Awards' },
        { title: 'Best Identity', subtitle: 'Regional Brand Prize' },
      ],
    },
    {
      year: '2020',
      logo: award(2, 'Web Craft Awards'),
      awards: [
        { title: 'Honourable Mention', subtitle: 'Web Craft Awards' },
        { title: 'Accessibility Award', subtitle: 'Inclusive Web Forum' },
      ],
    },
    {
      year: '2019',
      logo: award(3, 'Design Week'),
      awards: [{ title: 'Best Studio Newcomer', subtitle: 'Design Week' }],
    },
  ],
  advantages: [
    {
      title: 'One team from start to finish',
      desc: 'Strategy, design and code under one roof, so nothing gets lost in a handover.',
    },
    { title: 'Plain talk', desc: 'No jargon in our proposals and no surprises in our invoices.' },
    { title: 'Built to last', desc: 'Accessible, fast and easy to edit: sites that age well.' },
  ],
  skills: [
    { icon: 'B', title: 'Branding', percentage: 94 },
    { icon: 'U', title: 'UI/UX', percentage: 91 },
    { icon: 'D', title: 'Development', percentage: 88 },
  ],
  timeline: [
    {
      period: '2014',
      title: 'Studio founded',
      place: 'A shared desk downtown',
      description: 'Two designers and one very old printer.',
    },
    {
      period: '2015-2019',
      title: 'Growing the team',
      place: 'Our first real studio',
      description: 'Developers and writers joined; our first international clients.',
    },
    {
      period: '2020-present',
      title: 'Twelve people, one room',
      place: 'Studio Demo',
      description: 'Brands, products and campaigns for clients on three continents.',
    },
  ],
};

export const ABOUT_ME: AboutContent = {
  intro: {
    kicker: 'Hello, I am Mira',
    title: 'Brand designer who loves paper, type and honest work',
    paragraphs: [
      'I am Mira Castell, a brand designer with a soft spot for letterforms and a hard line on clarity. I help small companies find a look and a voice that fit them.',
      'I work from a sunny corner of the studio and sketch everything on paper first.',
    ],
  },
  images: {
    wide: part2Image('about-me-wide', 'A wide landscape at dusk, the banner of the about-me page'),
    square: part2Image('about-me-square', 'A sun over purple hills, illustrating Mira at work'),
  },
  gallery: gallery('about-me'),
  awards: [
    {
      year: '2021',
      logo: award(1, 'Annual Design Awards'),
      awards: [{ title: 'Best Packaging', subtitle: 'Annual Design Awards' }],
    },
    {
      year: '2020',
      logo: award(2, 'Type Directors Circle'),
      awards: [
        { title: 'Certificate of Excellence', subtitle: 'Type Directors Circle' },
        { title: 'Poster of the Year', subtitle: 'City Print Fair' },
      ],
    },
    {
      year: '2018',
      logo: award(3, 'Young Designers Prize'),
      awards: [{ title: 'Winner', subtitle: 'Young Designers Prize' }],
    },
  ],
  advantages: [
    { title: 'Sketch first', desc: 'Ideas on paper are quick to try and painless to throw away.' },
    { title: 'Type that talks', desc: 'Choosing and setting type is where a brand finds its voice.' },
    { title: 'Close collaboration', desc: 'You see the work every week and your feedback shapes it.' },
  ],
  skills: [
    { icon: 'T', title: 'Typography', percentage: 96 },
    { icon: 'I', title: 'Illustration', percentage: 85 },
    { icon: 'P', title: 'Packaging', percentage: 89 },
  ],
  timeline: [
    {
      period: '2014',
      title: 'BA in Graphic Design',
      place: 'Coastal School of Art',
      description: 'Thesis on hand-lettering in shop signs.',
    },
    {
      period: '2015-2019',
      title: 'Designer',
      place: 'Lumen Works',
      description: 'Packaging and identities for food brands.',
    },
    {
      period: '2020-present',
      title: 'Brand Designer',
      place: 'Studio Demo',
      description: 'Identities from the first sketch to the style guide.',
    },
  ],
};

/** The one demo page whose footer shows a fixed year (spec: 2021 on one demo page). */
export const ABOUT_ME_FOOTER_YEAR = 2021;
