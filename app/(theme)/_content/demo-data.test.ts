import { existsSync } from 'node:fs';
import path from 'node:path';

import { countUnder } from '@/app/(theme)/_components/project-filter-logic';

import { MODERN_BLOG_TEASERS } from './blog-teasers';
import {
  FREELANCER_COUNTERS,
  FREELANCER_FEED,
  FREELANCER_PARTNERS,
  FREELANCER_SKILLS,
  FREELANCER_TIMELINE,
} from './freelancer';
import { LINKED_PARTNERS, PARTNERS } from './partners';
import { PREVIEW_SECTIONS } from './preview';
import * as projects from './projects';
import { DARK_SERVICES, MODERN_SERVICES, TRENDING_SERVICES } from './services';
import { SHOWCASES } from './showcase';
import { TESTIMONIALS } from './testimonials';

const ids = (list: readonly { dataId: readonly string[] }[]) => list.map((project) => project.dataId);

describe('demo data matches the spec', () => {
  it('Home Minimal: All Projects 11, Branding 4, UI/UX Interaction 4, Motion Video 3, Illustration 4', () => {
    const counts = projects.MINIMAL_FILTERS.map((filter) => [
      filter.name,
      countUnder(ids(projects.MINIMAL_PROJECTS), filter.id),
    ]);
    expect(counts).toEqual([
      ['All Projects', 11],
      ['Branding', 4],
      ['UI/UX Interaction', 4],
      ['Motion Video', 3],
      ['Illustration', 4],
    ]);
    // The number the data prints is the number the filter finds.
    for (const filter of projects.MINIMAL_FILTERS)
      expect(filter.number).toBe(countUnder(ids(projects.MINIMAL_PROJECTS), filter.id));
    expect(new Set(projects.MINIMAL_PROJECTS.map((project) => project.date))).toEqual(new Set(['2021']));
  });

  it('every filter of every page finds at least one project', () => {
    const pages = [
      [projects.MODERN_FILTERS, projects.MODERN_PROJECTS],
      [projects.GRID_FILTERS, projects.GRID_PROJECTS],
      [projects.LISTING_FILTERS, projects.LISTING_PROJECTS],
    ] as const;
    const empty = pages.flatMap(([filters, list]) =>
      filters.filter((filter) => countUnder(ids(list), filter.id) === 0).map((filter) => filter.name),
    );
    expect(empty).toEqual([]);
    expect(projects.MODERN_PROJECTS).toHaveLength(6);
    expect(projects.MODERN_FILTERS.map((filter) => filter.name)).toEqual([
      'All',
      'Branding',
      'Web Design',
      'Illustration',
      'Motion',
    ]);
    expect(projects.GRID_FILTERS.map((filter) => filter.name)).toEqual([
      'All',
      'Branding',
      'Packaging',
      'Illustration',
      'Motion',
      'Animation',
    ]);
    expect(projects.LISTING_FILTERS.map((filter) => filter.name)).toEqual([
      'All',
      'Branding',
      'Ui/Ux',
      'Packaging',
      'Illustration',
      'Motion',
      'Animation',
    ]);
  });

  it('Home Freelancer: counters, skills, timeline, 5 partners, feed of 5', () => {
    expect(
      FREELANCER_COUNTERS.map((counter) => [
        counter.startCount,
        counter.endCount,
        `${counter.metaText1} ${counter.metaText2}`,
      ]),
    ).toEqual([
      [0, 80, 'Years of Experience'],
      [0, 1000, 'Satisfied Clients'],
      [0, 800, 'Clients Worldwide'],
      [0, 6750, 'Projects Done'],
    ]);
    expect(FREELANCER_SKILLS.map((skill) => [skill.title, skill.percentage])).toEqual([
      ['Figma', 90],
      ['Sketch', 95],
      ['Adobe XD', 82],
      ['InvisionApp', 93],
      ['Bootstrap', 76],
      ['HTML5/CSS', 88],
    ]);
    expect(FREELANCER_TIMELINE.map((entry) => entry.period)).toEqual(['2014', '2015-2019', '2020-present']);
    expect(FREELANCER_PARTNERS).toHaveLength(5);
    expect(FREELANCER_FEED).toHaveLength(5);
    expect(TESTIMONIALS).toHaveLength(3);
  });

  it('services and partners of Trending, Dark and Modern', () => {
    expect(TRENDING_SERVICES.map((service) => service.title)).toEqual(['Branding', 'Interaction', 'Social']);
    expect(DARK_SERVICES.map((service) => service.title)).toEqual([
      'Branding',
      'UI/UX',
      'Photography',
      'Animation',
      'Illustration',
      'SEO/Marketing',
    ]);
    expect(MODERN_SERVICES.map((service) => [service.title, service.count])).toEqual([
      ['Branding', 17],
      ['Interaction Design', 54],
      ['Motion', 6],
      ['Illustration', 9],
      ['Photography', 25],
    ]);
    expect(PARTNERS).toHaveLength(13);
    expect(LINKED_PARTNERS).toHaveLength(8);
    expect(LINKED_PARTNERS.every((partner) => partner.href)).toBe(true);
    expect(MODERN_BLOG_TEASERS.map((post) => post.category)).toEqual(['Product', 'Inspiration', 'Community']);
    expect(MODERN_BLOG_TEASERS.every((post) => post.dateTime.startsWith('2021-12'))).toBe(true);
  });

  it('preview cards step their delays 0, 100, 200, 300 and name unique routes', () => {
    for (const section of PREVIEW_SECTIONS) {
      expect(section.cards.map((card) => card.animationDelay).slice(0, 4)).toEqual([0, 100, 200, 300]);
    }
    const routes = PREVIEW_SECTIONS.flatMap((section) => section.cards.map((card) => card.route));
    expect(new Set(routes).size).toBe(routes.length);
    expect(PREVIEW_SECTIONS.map((section) => section.id)).toEqual(['demo', 'portfolio', 'blog', 'pages']);
  });

  it('every picture the data names exists in public/', () => {
    const sources = [
      ...PREVIEW_SECTIONS.flatMap((section) => section.cards.map((card) => card.image.src)),
      ...projects.PROJECTS.map((project) => project.imgPopup.src),
      ...projects.MASONRY_PROJECTS.map((project) => project.imgPopup.src),
      ...PARTNERS.map((partner) => partner.logo.src),
      ...FREELANCER_FEED.map((image) => image.src),
      ...Object.values(SHOWCASES).flatMap((showcase) => showcase.gallery.map((item) => item.original)),
    ];
    const missing = sources.filter((src) => !existsSync(path.join(process.cwd(), 'public', src)));
    expect(missing).toEqual([]);
  });
});
