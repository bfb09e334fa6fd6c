import type { Metadata } from 'next';

import { AboutPage } from '@/components/theme/pages/about-page';
import { ABOUT_US } from '@/content/demo/about';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('About Us') };

export default function AboutUsPage() {
  return <AboutPage title="About Us" galleryId="about-us" content={ABOUT_US} />;
}
