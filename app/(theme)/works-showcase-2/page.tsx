import type { Metadata } from 'next';

import { ShowcasePage } from '@/components/theme/showcase-page';
import { SHOWCASE_SERVICES } from '@/content/demo/services';
import { SHOWCASES } from '@/content/demo/showcase';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Works Showcase 2') };

export default function WorksShowcase2Page() {
  return <ShowcasePage showcase={SHOWCASES['works-showcase-2']} services={SHOWCASE_SERVICES} />;
}
