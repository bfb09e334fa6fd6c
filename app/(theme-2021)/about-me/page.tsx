import type { Metadata } from 'next';

import { AboutPage } from '@/components/theme/pages/about-page';
import { ABOUT_ME } from '@/content/demo/about';

export const metadata: Metadata = { title: 'About Me - Studio Demo' };

/** Its footer shows 2021 (app/(theme-2021)/layout.tsx). */
export default function AboutMePage() {
  return <AboutPage title="About Me" galleryId="about-me" content={ABOUT_ME} />;
}
