import type { Metadata } from 'next';

import { TeamProfilePage } from '@/app/(theme)/_components/pages/team-profile';
import { TEAM_MEMBERS, TEAM_PROFILES } from '@/app/(theme)/_content/team';
import { demoTitle } from '@/app/(theme)/_content/site';

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
