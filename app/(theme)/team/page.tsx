import type { Metadata } from 'next';

import { PageHero } from '@/components/theme/page-hero';
import s from '@/components/theme/pages/sections.module.css';
import { TeamGrid } from '@/components/theme/pages/team-grid';
import { TEAM_MEMBERS } from '@/content/demo/team';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Our Team') };

export default function TeamPage() {
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Team"
        title="Our Team"
        lead="Designers, developers and writers who like hard problems and plain answers."
      />
      <div className={`container ${s.section}`}>
        <TeamGrid members={TEAM_MEMBERS} />
      </div>
    </>
  );
}
