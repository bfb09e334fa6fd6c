import Link from 'next/link';

import type { Showcase } from '@/app/(theme)/_content/showcase';
import type { ServiceGroup } from '@/app/(theme)/_content/types';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { SectionHeading } from './section-heading';
import { ServiceList } from './service-list';
import { ShowcaseGallery } from './showcase-gallery';
import styles from './showcase-page.module.css';
import { ThemeSection } from './theme-section';

type Props = {
  showcase: Showcase;
  services: readonly ServiceGroup[];
};

/** A works showcase: intro, service columns, then the gallery in the lightbox. */
export function ShowcasePage({ showcase, services }: Props) {
  return (
    <>
      <PageHero
        size="banner"
        eyebrow={`Case study · ${showcase.client}`}
        title={showcase.title}
        lead={showcase.intro}
      />
      <ThemeSection tone="soft" labelledBy="scope-title">
        <SectionHeading id="scope-title" subtitle="Scope" title="What we did" />
        <ServiceList services={services} label="Services on this project" />
      </ThemeSection>
      <ThemeSection labelledBy="gallery-title">
        <SectionHeading id="gallery-title" subtitle="Gallery" title="Pictures from the project" />
        <ShowcaseGallery
          galleryId={showcase.slug}
          items={showcase.gallery}
          label="Project gallery"
          columns={showcase.columns}
        />
        <p className={styles.next}>
          Next project: <Link href={showcase.next.href}>{showcase.next.title}</Link>
        </p>
      </ThemeSection>
    </>
  );
}
