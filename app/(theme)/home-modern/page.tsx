import type { Metadata } from 'next';
import Link from 'next/link';

import { FilterableProjects } from '@/app/(theme)/_components/filterable-projects';
import { PageHero } from '@/app/(theme)/_components/page-hero';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { MODERN_BLOG_TEASERS } from '@/app/(theme)/_content/blog-teasers';
import { HOME_MODERN as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

import { BlogTeasers } from './_components/blog-teasers';
import styles from './_components/modern.module.css';

export const metadata: Metadata = { title: demoTitle('Home Modern') };

export default function HomeModernPage() {
  return (
    <>
      <PageHero {...home.hero} actions={[{ href: '/works-grid', label: 'See the work' }]} />
      <ThemeSection tone="soft" labelledBy="services-title">
        <SectionHeading id="services-title" subtitle="Services" title="What we are known for" />
        <ServiceList services={home.services} variant="rows" label="Services with project counts" />
      </ThemeSection>
      <ThemeSection labelledBy="projects-title">
        <SectionHeading id="projects-title" subtitle="Portfolio" title="Recent Projects" />
        <FilterableProjects
          filters={home.filters}
          projects={home.projects}
          label="Filter projects by category"
          columns={3}
        />
        <p className={styles.more}>
          <Link href="/works-grid">More Projects</Link>
        </p>
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="claim-title">
        <div className={styles.claim}>
          <p className={styles.claimNumber} aria-hidden="true">
            {home.claim.brands}+
          </p>
          <div>
            <h2 id="claim-title" className="visually-hidden">
              More than {home.claim.brands} brands since {home.claim.since}
            </h2>
            <p className={styles.claimText}>
              More than {home.claim.brands} brands have trusted us with their identity since{' '}
              {home.claim.since}, from corner bakeries to airlines.
            </p>
          </div>
        </div>
      </ThemeSection>
      <ThemeSection labelledBy="journal-title">
        <SectionHeading
          id="journal-title"
          subtitle="Journal"
          title="Latest Articles"
          action={{ href: '/blog-grid', label: 'All Articles' }}
        />
        <BlogTeasers posts={MODERN_BLOG_TEASERS} label="Latest articles" />
      </ThemeSection>
      <ThemeSection tone="soft" labelledBy="talk-title">
        <div className={styles.cta}>
          <h2 id="talk-title">Have a project in mind?</h2>
          <Link href="/contact" className={styles.talk}>
            Let’s Talk
          </Link>
        </div>
      </ThemeSection>
    </>
  );
}
