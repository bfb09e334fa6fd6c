import type { Metadata } from 'next';

import { ContactSection } from '@/components/contact/contact-section';
import { PLAZA } from '@/lib/plaza';
import { alternatesFor } from '@/lib/routes';
import { getSection } from '@/lib/wordpress';

/** `/contact`: the English plaza contact page (spec), canonical at /en/contact. */
export const metadata: Metadata = {
  title: `Contact - ${PLAZA.name}`,
  alternates: {
    canonical: alternatesFor('contact').en,
    languages: { ...alternatesFor('contact'), 'x-default': '/' },
  },
};

// Provisional body, like the plaza pages': the contact post's titles, then the form.
export default async function ContactPage() {
  const posts = await getSection('contact', 'en');
  return (
    <main id="main" lang="en">
      <h1>{posts[0]?.title ?? 'Contact'}</h1>
      <ContactSection lang="en" variant="contact" returnPath="/contact" />
    </main>
  );
}
