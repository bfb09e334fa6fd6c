import { projectArt, tallProjectArt } from './art';
import type { Filter, FilterId, ProjectCard } from './types';

/** Filter vocabulary shared by every project list; each page shows the subset it names. */
const TAGS = {
  branding: 'Branding',
  'ui-ux': 'UI/UX',
  motion: 'Motion',
  illustration: 'Illustration',
  packaging: 'Packaging',
  animation: 'Animation',
  'web-design': 'Web Design',
  photography: 'Photography',
} as const satisfies Record<FilterId, string>;

type Tag = keyof typeof TAGS;

function project(n: number, title: string, tags: readonly [Tag, ...Tag[]], date = '2021'): ProjectCard {
  return {
    title,
    date,
    routerLink: '/portfolio-details',
    imgPopup: projectArt(n),
    dataId: tags,
    category: TAGS[tags[0]],
  };
}

/** The studio's (invented) projects. Positions matter: pages pick them by number below. */
export const PROJECTS: readonly ProjectCard[] = [
  project(1, 'Saltwater Supper Club', ['branding', 'packaging']),
  project(2, 'Orbit Banking App', ['ui-ux', 'web-design']),
  project(3, 'Paper Lantern Festival', ['illustration', 'animation']),
  project(4, 'Northbound Coffee', ['branding', 'packaging']),
  project(5, 'Tidepool Kids Museum', ['illustration', 'ui-ux']),
  project(6, 'Fieldwork Magazine', ['branding', 'illustration']),
  project(7, 'Quiet Hours Meditation', ['ui-ux', 'motion']),
  project(8, 'Copperline Cycles', ['motion', 'animation']),
  project(9, 'Verdant Greenhouse', ['illustration', 'packaging']),
  project(10, 'Atlas Travel Journal', ['ui-ux', 'web-design']),
  project(11, 'Harbour Film Week', ['branding', 'motion', 'animation']),
  project(12, 'Morning Pages Stationery', ['packaging', 'photography']),
  project(13, 'Solstice Wine Labels', ['packaging', 'illustration']),
  project(14, 'Ridgeback Outdoor', ['branding', 'photography', 'web-design']),
  project(15, 'Bloom Botanical Studio', ['photography', 'web-design']),
  project(16, 'Lumen Type Foundry', ['animation', 'branding']),
];

/** Projects by their 1-based number in PROJECTS. */
export function pickProjects(...numbers: number[]): ProjectCard[] {
  return numbers.map((n) => {
    const found = PROJECTS[n - 1];
    if (!found) throw new RangeError(`No project ${n}: there are ${PROJECTS.length}.`);
    return found;
  });
}

const filter = (id: FilterId | 'all', name: string, number?: number): Filter =>
  number === undefined ? { id, name } : { id, name, number };

/** Home Minimal: 11 projects; the counts are the spec's and the data tests check them. */
export const MINIMAL_PROJECTS = pickProjects(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
export const MINIMAL_FILTERS: readonly Filter[] = [
  filter('all', 'All Projects', 11),
  filter('branding', 'Branding', 4),
  filter('ui-ux', 'UI/UX Interaction', 4),
  filter('motion', 'Motion Video', 3),
  filter('illustration', 'Illustration', 4),
];

/** Home Modern: 6 cards. */
export const MODERN_PROJECTS = pickProjects(1, 2, 6, 7, 9, 14);
export const MODERN_FILTERS: readonly Filter[] = [
  filter('all', 'All'),
  filter('branding', 'Branding'),
  filter('web-design', 'Web Design'),
  filter('illustration', 'Illustration'),
  filter('motion', 'Motion'),
];

export const GRID_PROJECTS = pickProjects(1, 3, 4, 6, 8, 9, 11, 13, 16);
export const GRID_FILTERS: readonly Filter[] = [
  filter('all', 'All'),
  filter('branding', 'Branding'),
  filter('packaging', 'Packaging'),
  filter('illustration', 'Illustration'),
  filter('motion', 'Motion'),
  filter('animation', 'Animation'),
];

export const LISTING_PROJECTS = pickProjects(1, 2, 3, 4, 5, 7, 8, 9, 11, 13);
export const LISTING_FILTERS: readonly Filter[] = [
  filter('all', 'All'),
  filter('branding', 'Branding'),
  filter('ui-ux', 'Ui/Ux'),
  filter('packaging', 'Packaging'),
  filter('illustration', 'Illustration'),
  filter('motion', 'Motion'),
  filter('animation', 'Animation'),
];

/** Masonry alternates portrait and landscape pictures, so the columns visibly interlock. */
export const MASONRY_PROJECTS: readonly ProjectCard[] = pickProjects(12, 2, 14, 5, 15, 7, 16, 10).map(
  (card, index) => (index % 3 === 0 ? { ...card, imgPopup: tallProjectArt(index / 3 + 1) } : card),
);

export const CAROUSEL_PROJECTS = pickProjects(4, 11, 2, 13, 6, 15);
export const LATEST_PROJECTS = pickProjects(14, 11, 4, 2);
