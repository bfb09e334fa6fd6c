import { galleryArt } from './art';
import type { DemoImage } from './types';

/** /portfolio-details: one invented case study. */
export const PORTFOLIO_DETAILS = {
  title: 'Northbound Coffee',
  lead: 'A roastery with a cult following and no brand to speak of. Four months later: a name people say out loud, bags they keep, and a shop that smells like the logo looks.',
  facts: [
    { label: 'Client', value: 'Northbound Coffee Roasters' },
    { label: 'Services', value: 'Branding, Packaging' },
    { label: 'Year', value: '2021' },
    { label: 'Team', value: '4 people, 16 weeks' },
  ],
  sections: [
    {
      title: 'The challenge',
      body: 'Northbound sold out every batch but nobody could remember its name. Bags changed with every supplier, the shop had three logos, and the wholesale catalogue was a spreadsheet.',
    },
    {
      title: 'What we did',
      body: 'We ran two tasting workshops with the roasters, mapped the journey of a bean from farm to cup, and drew the brand from it: a compass needle that doubles as a coffee leaf, and a colour for every origin.',
    },
    {
      title: 'The result',
      body: 'One system for bags, cups, signage and the new online shop. Regulars started collecting the origin colours, and wholesale orders grew by a third in the first season.',
    },
  ],
  pictures: [galleryArt(5), galleryArt(2)] as readonly DemoImage[],
  next: { title: 'Harbour Film Week', href: '/works-showcase-2' },
} as const;
