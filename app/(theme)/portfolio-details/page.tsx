import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import { ThemeSection } from '@/app/(theme)/_components/theme-section';
import { PORTFOLIO_DETAILS as project } from '@/app/(theme)/_content/portfolio-details';
import { demoTitle } from '@/app/(theme)/_content/site';

import styles from './details.module.css';

export const metadata: Metadata = { title: demoTitle('Portfolio Details') };

export default function PortfolioDetailsPage() {
  return (
    <>
      <PageHero size="banner" tone="soft" eyebrow="Case study" title={project.title} lead={project.lead} />
      <ThemeSection labelledBy="facts-title">
        <h2 id="facts-title" className="visually-hidden">
          Project facts
        </h2>
        <dl className={styles.facts}>
          {project.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.story}>
          {project.sections.map((section) => (
            <section key={section.title} aria-labelledby={`${section.title}-h`.replace(/\s+/g, '-')}>
              <h2 id={`${section.title}-h`.replace(/\s+/g, '-')}>{section.title}</h2>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
        <ul className={styles.pictures} aria-label="Project pictures">
          {project.pictures.map((picture) => (
            <li key={picture.src}>
              <Image
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                sizes="(max-width: 767px) 100vw, 50vw"
                className={styles.picture}
              />
            </li>
          ))}
        </ul>
        <p className={styles.next}>
          Next project: <Link href={project.next.href}>{project.next.title}</Link>
        </p>
      </ThemeSection>
    </>
  );
}
