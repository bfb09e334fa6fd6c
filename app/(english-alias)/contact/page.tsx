import type { Metadata } from 'next';

import { PlazaPage, pagePost } from '@/components/plaza-page';
import { pathFor } from '@/lib/routes';
import { plazaMetadata } from '@/lib/seo';

/** `/contact`: the English contact page; its canonical is `/en/contact`, so search engines index one. */
export async function generateMetadata(): Promise<Metadata> {
  return plazaMetadata('contact', 'en', { image: (await pagePost('contact', 'en'))?.image, canonicalPath: pathFor('contact', 'en') });
}

export default function ContactAliasPage() {
  return <PlazaPage lang="en" kind="contact" path="/contact" />;
}
