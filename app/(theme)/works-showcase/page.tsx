import type { Metadata } from 'next';

import { ShowcasePage } from '@/components/theme/showcase-page';
import { SHOWCASE_SERVICES } from '@/content/demo/services';
import { SHOWCASES } from '@/content/demo/showcase';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Works Showcase') };

export default function WorksShowcasePage() {
  return <ShowcasePage showcase={SHOWCASES['works-showcase']} services={SHOWCASE_SERVICES} />;
}
