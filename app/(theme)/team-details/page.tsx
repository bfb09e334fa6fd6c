import type { Metadata } from 'next';

import { TeamProfilePage } from '@/app/(theme)/_components/pages/team-profile';
import { TEAM_PROFILES } from '@/app/(theme)/_content/team';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Team Details') };

export default function TeamDetailsPage() {
  return <TeamProfilePage profile={TEAM_PROFILES[0]} layout="side" />;
}
