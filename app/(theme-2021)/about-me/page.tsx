import type { Metadata } from 'next';

import { AboutPage } from '@/app/(theme)/_components/pages/about-page';
import { ABOUT_ME } from '@/app/(theme)/_content/about';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('About Me') };

/** Its footer shows 2021 (app/(theme-2021)/layout.tsx). */
export default function AboutMePage() {
  return <AboutPage title="About Me" galleryId="about-me" content={ABOUT_ME} />;
}
