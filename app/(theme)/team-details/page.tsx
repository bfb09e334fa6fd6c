import type { Metadata } from 'next';

import { TeamProfilePage } from '@/components/theme/pages/team-profile';
import { TEAM_PROFILES } from '@/content/demo/team';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Team Details') };

export default function TeamDetailsPage() {
  return <TeamProfilePage profile={TEAM_PROFILES[0]} layout="side" />;
}
