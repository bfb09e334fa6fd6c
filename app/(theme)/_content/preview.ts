import { pageArt } from './art';
import type { AnimationDelay, DemoCard } from './types';

export type PreviewSection = {
  /** The sticky anchor: `#demo`, `#portfolio`, `#blog`, `#pages`. */
  id: 'demo' | 'portfolio' | 'blog' | 'pages';
  /** Label of the anchor in the sticky bar. */
  anchor: string;
  title: string;
  intro: string;
  cards: readonly DemoCard[];
};

/** Spec: the demo cards step their reveal by 0, 100, 200, 300 ms, row after row. */
const DELAYS: readonly AnimationDelay[] = [0, 100, 200, 300];

function cards(entries: ReadonlyArray<readonly [route: string, title: string]>): DemoCard[] {
  return entries.map(([route, title], index) => ({
    route,
    title,
    image: pageArt(route.slice(1)),
    animationDelay: DELAYS[index % DELAYS.length]!,
  }));
}

export const PREVIEW_SECTIONS: readonly PreviewSection[] = [
  {
    id: 'demo',
    anchor: 'Demos',
    title: 'Eight home pages, one studio',
    intro:
      'Each home page tells the same studio story in a different voice: pick the one that sounds like you.',
    cards: cards([
      ['/home-default', 'Home Default'],
      ['/home-studio', 'Home Studio'],
      ['/home-agency', 'Home Agency'],
      ['/home-dark', 'Home Dark'],
      ['/home-minimal', 'Home Minimal'],
      ['/home-freelancer', 'Home Freelancer'],
      ['/home-modern', 'Home Modern'],
      ['/home-trending', 'Home Trending'],
    ]),
  },
  {
    id: 'portfolio',
    anchor: 'Portfolio',
    title: 'Ways to show the work',
    intro: 'Grids, masonry, lists, sliders and long-form showcases for case studies of every size.',
    cards: cards([
      ['/works-grid', 'Works Grid'],
      ['/works-masonry', 'Works Masonry'],
      ['/works-listing', 'Works Listing'],
      ['/works-carousel', 'Works Carousel'],
      ['/works-showcase', 'Works Showcase'],
      ['/works-showcase-2', 'Works Showcase 2'],
      ['/works-showcase-3', 'Works Showcase 3'],
      ['/portfolio-details', 'Portfolio Details'],
    ]),
  },
  {
    id: 'blog',
    anchor: 'Blog',
    title: 'A journal for the studio',
    intro: 'Listings with and without a sidebar, a masonry wall and four kinds of article page.',
    cards: cards([
      ['/blog-grid', 'Blog Grid'],
      ['/blog-sidebar', 'Blog Sidebar'],
      ['/blog-masonry', 'Blog Masonry'],
      ['/blog-details', 'Blog Details'],
      ['/blog-details-sidebar', 'Blog Details Sidebar'],
      ['/blog-details-v2', 'Blog Details 2'],
      ['/blog-details-v3', 'Blog Details 3'],
    ]),
  },
  {
    id: 'pages',
    anchor: 'Pages',
    title: 'Every other page a studio needs',
    intro: 'About, services, pricing, team, questions, contact, a launch countdown and a friendly 404.',
    cards: cards([
      ['/about-us', 'About Us'],
      ['/about-me', 'About Me'],
      ['/service', 'Services'],
      ['/service-details', 'Service Details'],
      ['/pricing', 'Pricing'],
      ['/team', 'Team'],
      ['/team-details', 'Team Details'],
      ['/team-details-2', 'Team Details 2'],
      ['/faq', 'FAQ'],
      ['/contact', 'Contact'],
      ['/coming-soon', 'Coming Soon'],
      ['/404', '404'],
    ]),
  },
];

/** Spec section 9: the template price. */
export const TEMPLATE_PRICE_USD = 19;

/** Pages drawn dark in their sketch, to match the demo they stand for. */
export const DARK_PAGES: ReadonlySet<string> = new Set(['/home-dark', '/coming-soon', '/404']);
