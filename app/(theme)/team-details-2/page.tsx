import type { Metadata } from 'next';

import { TeamProfilePage } from '@/components/theme/pages/team-profile';
import { TEAM_MEMBERS, TEAM_PROFILES } from '@/content/demo/team';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Team Details 2') };

const profile = TEAM_PROFILES[1];

export default function TeamDetailsTwoPage() {
  return (
    <TeamProfilePage
      profile={profile}
      layout="stacked"
      colleagues={TEAM_MEMBERS.filter((member) => member.name !== profile.member.name).slice(0, 4)}
    />
  );
}
