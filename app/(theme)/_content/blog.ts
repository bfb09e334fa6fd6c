import { part2Image, type Part2ImageName } from './part2-images';
import type { BlogCategory, BlogSample, CategoryListItem, DemoImage, PopularPost } from './types';

/**
 * Placeholder blog of the theme demo (our own prose). Every post leads to the demo post page
 * (spec: post links go to /blog-details).
 */
export const POST_HREF = '/blog-details';

type Draft = [
  title: string,
  category: BlogCategory,
  day: number,
  author: string,
  comments: number,
  description: string,
];

const DRAFTS: Draft[] = [
  [
    'Designing calm interfaces for busy people',
    'Product',
    2,
    'Lena Ortiz',
    4,
    'Fewer choices on the first screen, clearer words on every button: what we change first when a product feels noisy.',
  ],
  [
    'What a week without meetings taught our studio',
    'Community',
    3,
    'Tomás Reyes',
    7,
    'We cancelled every recurring call for five days. Here is what broke, what improved and what we kept.',
  ],
  [
    'Sketchbooks, walks and other slow inspiration',
    'Inspiration',
    5,
    'Mira Castell',
    2,
    'The best ideas of the year did not come from a screen. A few habits that keep the well from running dry.',
  ],
  [
    'A small checklist before you ship a landing page',
    'Product',
    6,
    'Lena Ortiz',
    5,
    'Headings that read well alone, links that say where they go, and images that load before anyone scrolls.',
  ],
  [
    'Colour palettes borrowed from desert evenings',
    'Inspiration',
    8,
    'Iris Navarro',
    3,
    'Dusty rose, deep indigo and the last warm orange of the day: a palette study we keep returning to.',
  ],
  [
    'How we run a design critique that stays kind',
    'Community',
    9,
    'Tomás Reyes',
    9,
    'Start with the goal, talk about the work and not the person, and end every round with one clear next step.',
  ],
  [
    'Prototyping in the browser, earlier than feels right',
    'Product',
    11,
    'Owen Park',
    1,
    'A rough page you can click beats a polished picture you can only look at. Why we code sooner now.',
  ],
  [
    'The quiet power of a good empty state',
    'Product',
    13,
    'Iris Navarro',
    6,
    'The screen a new visitor sees before there is any data is a chance to teach, not a blank to apologise for.',
  ],
  [
    'Notes from our first community meetup',
    'Community',
    15,
    'Mira Castell',
    8,
    'Forty people, two talks, one broken projector and a lot of good questions about design systems.',
  ],
  [
    'Typography pairs we keep coming back to',
    'Inspiration',
    16,
    'Owen Park',
    2,
    'A sturdy sans for interfaces and a friendly serif for stories: five pairings and where each one shines.',
  ],
  [
    'Writing microcopy with a support team',
    'Community',
    18,
    'Lena Ortiz',
    4,
    'Nobody knows the questions customers ask better than the people who answer them every day.',
  ],
  [
    'Motion that explains instead of decorates',
    'Inspiration',
    20,
    'Tomás Reyes',
    3,
    'Animation earns its place when it shows where something came from or where it went. Everything else can go.',
  ],
];

const blogImage = (index: number): DemoImage =>
  part2Image(`blog-${String(index + 1).padStart(2, '0')}` as Part2ImageName);

/** Twelve posts: the masonry shows all of them, the grid the first nine. */
export const BLOG_POSTS: readonly BlogSample[] = DRAFTS.map(
  ([title, category, day, author, comments, description], index) => ({
    img: blogImage(index),
    category,
    date: `Dec ${day}, 2021`,
    dateTime: `2021-12-${String(day).padStart(2, '0')}`,
    title,
    description,
    comments,
    author,
    href: POST_HREF,
  }),
);

const post = (index: number): BlogSample => {
  const found = BLOG_POSTS[index];
  if (!found) throw new Error(`No demo blog post #${index}`);
  return found;
};

/** The news slider of /blog-grid: three slides. */
export const NEWS_SLIDES: readonly BlogSample[] = [0, 4, 8].map((index, slide) => ({
  ...post(index),
  img: part2Image((['news-1', 'news-2', 'news-3'] as const)[slide] ?? 'news-1'),
}));

/** /blog-sidebar ('Our Journal'): two featured posts, then a listing of five. */
export const FEATURED_POSTS: readonly BlogSample[] = [post(1), post(2)];
export const JOURNAL_POSTS: readonly BlogSample[] = [3, 4, 5, 6, 7].map(post);

/** Static pagination of the journal: 1-5, an ellipsis, 20, next. Only page 1 exists. */
export const JOURNAL_PAGES = { shown: [1, 2, 3, 4, 5], last: 20, current: 1 } as const;

export const POPULAR_POSTS: readonly PopularPost[] = [5, 9, 0, 11].map((index, order) => ({
  postNumber: order + 1,
  catName: post(index).category,
  title: post(index).title,
  href: POST_HREF,
}));

export const BLOG_CATEGORIES: readonly CategoryListItem[] = [
  { name: 'All', count: 18 },
  { name: 'Inspirations', count: 4 },
  { name: 'Experiences', count: 3 },
  { name: 'Reviews', count: 5 },
  { name: 'Tips & Tricks', count: 1 },
  { name: 'Others', count: 4 },
];

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Dribbble', href: 'https://dribbble.com/' },
] as const;
