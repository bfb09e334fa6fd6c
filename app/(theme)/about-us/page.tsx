import type { Metadata } from 'next';

import { AboutPage } from '@/components/theme/pages/about-page';
import { ABOUT_US } from '@/content/demo/about';

export const metadata: Metadata = { title: 'About Us - Studio Demo' };

export default function AboutUsPage() {
  return <AboutPage title="About Us" galleryId="about-us" content={ABOUT_US} />;
}
