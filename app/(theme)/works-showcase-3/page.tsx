import type { Metadata } from 'next';

import { ShowcasePage } from '@/app/(theme)/_components/showcase-page';
import { SHOWCASE_SERVICES } from '@/app/(theme)/_content/services';
import { SHOWCASES } from '@/app/(theme)/_content/showcase';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Works Showcase 3') };

export default function WorksShowcase3Page() {
  return <ShowcasePage showcase={SHOWCASES['works-showcase-3']} services={SHOWCASE_SERVICES} />;
}
