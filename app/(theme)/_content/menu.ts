import type { MenuItem } from './types';

/** The theme demo's main menu. Plaza pages have their own menu (lib/routes.ts). */
export const THEME_MENU: readonly MenuItem[] = [
  {
    label: 'Home',
    href: '/home-default',
    children: [
      { label: 'Home Default', href: '/home-default' },
      { label: 'Home Studio', href: '/home-studio' },
      { label: 'Home Agency', href: '/home-agency' },
      { label: 'Home Dark', href: '/home-dark' },
      { label: 'Home Minimal', href: '/home-minimal' },
      { label: 'Home Freelancer', href: '/home-freelancer' },
      { label: 'Home Modern', href: '/home-modern' },
      { label: 'Home Trending', href: '/home-trending' },
    ],
  },
  {
    label: 'Works',
    href: '/works-grid',
    children: [
      { label: 'Works Grid', href: '/works-grid' },
      { label: 'Works Masonry', href: '/works-masonry' },
      { label: 'Works Listing', href: '/works-listing' },
      { label: 'Works Carousel', href: '/works-carousel' },
      { label: 'Works Showcase', href: '/works-showcase' },
      { label: 'Works Showcase 2', href: '/works-showcase-2' },
      { label: 'Works Showcase 3', href: '/works-showcase-3' },
      { label: 'Portfolio Details', href: '/portfolio-details' },
    ],
  },
  {
    label: 'Blog',
    href: '/blog-grid',
    children: [
      { label: 'Blog Grid', href: '/blog-grid' },
      { label: 'Blog Sidebar', href: '/blog-sidebar' },
      { label: 'Blog Masonry', href: '/blog-masonry' },
      { label: 'Blog Details', href: '/blog-details' },
      { label: 'Blog Details Sidebar', href: '/blog-details-sidebar' },
      { label: 'Blog Details 2', href: '/blog-details-v2' },
      { label: 'Blog Details 3', href: '/blog-details-v3' },
    ],
  },
  {
    label: 'Pages',
    href: '/about-us',
    children: [
      { label: 'About Us', href: '/about-us' },
      { label: 'About Me', href: '/about-me' },
      { label: 'Services', href: '/service' },
      { label: 'Service Details', href: '/service-details' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Team', href: '/team' },
      { label: 'Team Details', href: '/team-details' },
      { label: 'Team Details 2', href: '/team-details-2' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Coming Soon', href: '/coming-soon' },
      { label: '404', href: '/404' },
    ],
  },
  { label: 'Contact', href: '/contact' },
];

/** The demo switcher's languages: the theme ships in English only, so these are inert (spec). */
export const DEMO_LANGUAGES = ['Eng', 'Fra', 'Ger'] as const;
