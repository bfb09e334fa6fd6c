import type { Metadata } from 'next';

import { TeamProfilePage } from '@/components/theme/pages/team-profile';
import { TEAM_PROFILES } from '@/content/demo/team';

export const metadata: Metadata = { title: 'Team Details - Studio Demo' };

export default function TeamDetailsPage() {
  return <TeamProfilePage profile={TEAM_PROFILES[0]} layout="side" />;
}
