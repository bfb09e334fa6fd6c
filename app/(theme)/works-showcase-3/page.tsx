import type { Metadata } from 'next';

import { ShowcasePage } from '@/components/theme/showcase-page';
import { SHOWCASE_SERVICES } from '@/content/demo/services';
import { SHOWCASES } from '@/content/demo/showcase';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Works Showcase 3') };

export default function WorksShowcase3Page() {
  return <ShowcasePage showcase={SHOWCASES['works-showcase-3']} services={SHOWCASE_SERVICES} />;
}
