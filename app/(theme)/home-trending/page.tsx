import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { PartnerGrid } from '@/app/(theme)/_components/partner-grid';
import { ProjectGrid } from '@/app/(theme)/_components/project-grid';
import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { ServiceList } from '@/app/(theme)/_components/service-list';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { HOME_TRENDING as home } from '@/app/(theme)/_content/homes';
import { demoTitle } from '@/app/(theme)/_content/site';

import styles from './trending.module.css';

export const metadata: Metadata = { title: demoTitle('Home Trending') };

export default function HomeTrendingPage() {
  return (
    <>
      <PageHero {...home.hero} tone="soft" actions={[{ href: '/works-grid', label: 'Explore the work' }]} />
      <ThemeSection labelledBy="projects-title">
        <SectionHeading
          id="projects-title"
          subtitle="Portfolio"
          title="Latest Projects"
          action={{ href: '/works-grid', label: 'All Projects' }}
        />
        <ProjectGrid projects={home.projects} columns={2} label="Latest projects" />
      </ThemeSection>
      <ThemeSection tone="dark" labelledBy="services-title">
        <SectionHeading id="services-title" subtitle="What we do" title="Our Services" />
        <ServiceList services={home.services} label="Our services" />
      </ThemeSection>
      <ThemeSection labelledBy="partners-title">
        {/* Spec: 13 logos in 5 columns. */}
        <SectionHeading id="partners-title" subtitle="Clients" title="Our Partners" align="center" />
        <PartnerGrid partners={home.partners} columns={5} label="Our partners" />
      </ThemeSection>
      <ThemeSection tone="accent" labelledBy="call-title">
        <div className={styles.call}>
          <h2 id="call-title">Got an idea worth moving?</h2>
          <Link href="/contact" className={styles.callLink}>
            Call<span className="visually-hidden"> us: contact details</span>
          </Link>
        </div>
      </ThemeSection>
    </>
  );
}
