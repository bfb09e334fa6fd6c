import { projectArt } from './art';
import type { BlogSample } from './types';

/** Home Modern: 3 teasers (Product, Inspiration, Community; Dec 2021). */
export const MODERN_BLOG_TEASERS: readonly BlogSample[] = [
  {
    img: projectArt(5),
    category: 'Product',
    date: 'Dec 4, 2021',
    dateTime: '2021-12-04',
    title: 'Designing onboarding that people skip, and still learn from',
    description: 'Why the best first-run screens teach one thing, and how we test which thing that is.',
    comments: 4,
    author: 'Noa Vance',
    href: '/blog-details',
  },
  {
    img: projectArt(13),
    category: 'Inspiration',
    date: 'Dec 11, 2021',
    dateTime: '2021-12-11',
    title: 'Six shop signs that taught us more than any design book',
    description: 'A walk through the old town with a camera and a notebook, and what we brought back.',
    comments: 7,
    author: 'Rafael Ortega',
    href: '/blog-details',
  },
  {
    img: projectArt(16),
    category: 'Community',
    date: 'Dec 18, 2021',
    dateTime: '2021-12-18',
    title: 'Our open critique night turns one: what we changed',
    description: 'Forty evenings, three hundred portfolios and the rules that keep feedback kind and useful.',
    comments: 12,
    author: 'Mei Tanaka',
    href: '/blog-details',
  },
];
