import type { Metadata } from 'next';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import s from '@/app/(theme)/_components/pages/sections.module.css';
import { TeamGrid } from '@/app/(theme)/_components/pages/team-grid';
import { TEAM_MEMBERS } from '@/app/(theme)/_content/team';
import { demoTitle } from '@/app/(theme)/_content/site';

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
