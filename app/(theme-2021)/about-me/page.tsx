import type { Metadata } from 'next';

import { AboutPage } from '@/components/theme/pages/about-page';
import { ABOUT_ME } from '@/content/demo/about';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('About Me') };

/** Its footer shows 2021 (app/(theme-2021)/layout.tsx). */
export default function AboutMePage() {
  return <AboutPage title="About Me" galleryId="about-me" content={ABOUT_ME} />;
}
