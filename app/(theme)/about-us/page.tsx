import type { Metadata } from 'next';

import { AboutPage } from '@/app/(theme)/_components/pages/about-page';
import { ABOUT_US } from '@/app/(theme)/_content/about';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('About Us') };

export default function AboutUsPage() {
  return <AboutPage title="About Us" galleryId="about-us" content={ABOUT_US} />;
}
