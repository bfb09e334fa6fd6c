import type { TestimonialDemo } from './types';

/** Invented clients, invented words. Company links lead to the case study of their project. */
export const TESTIMONIALS: readonly TestimonialDemo[] = [
  {
    descriptions:
      'They asked better questions in the first week than we had asked ourselves in a year. The new identity finally looks like the restaurant our regulars already knew.',
    name: 'Inés Calderón',
    designation: 'Founder',
    companyName: 'Saltwater Supper Club',
    webLink: '/portfolio-details',
  },
  {
    descriptions:
      'Our app used to need a manual. After the redesign, support tickets about “where is the button” simply stopped arriving. Calm, careful, on time.',
    name: 'Tomasz Wierzbicki',
    designation: 'Head of Product',
    companyName: 'Orbit Banking',
    webLink: '/portfolio-details',
  },
  {
    descriptions:
      'Every frame of the festival trailer was drawn with the same patience as the lanterns themselves. Ticket sales doubled and people still quote the closing scene.',
    name: 'Amara Okafor',
    designation: 'Programme Director',
    companyName: 'Harbour Film Week',
    webLink: '/portfolio-details',
  },
];
