import type { Metadata } from 'next';

import { PageHero } from '@/components/theme/pages/page-hero';
import s from '@/components/theme/pages/sections.module.css';
import { TeamGrid } from '@/components/theme/pages/team-grid';
import { TEAM_MEMBERS } from '@/content/demo/team';

export const metadata: Metadata = { title: 'Our Team - Studio Demo' };

export default function TeamPage() {
  return (
    <>
      <PageHero title="Our Team" crumb="Team">
        <p>Designers, developers and writers who like hard problems and plain answers.</p>
      </PageHero>
      <div className={`container ${s.section}`}>
        <TeamGrid members={TEAM_MEMBERS} />
      </div>
    </>
  );
}
