import { ContactSection } from '@/components/contact/contact-section';
import { PlazaPage } from '@/components/layout/plaza-page';
import { ContactPage } from '@/components/sections/contact-page';
import type { Locale } from '@/lib/i18n/locales';
import { langOf, pagePost, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';
import { pathFor } from '@/lib/routes';
import { getOpeningHours } from '@/lib/wordpress';

/** The contact page, `/es/contacto` and `/en/contact` (lib/routes.ts), and the English alias `/contact`. */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('contact', await langOf(params));
}

/** `path` is where this copy is served: the form posts back there. */
export async function Contact({ lang, path }: { lang: Locale; path: string }) {
  return (
    <PlazaPage lang={lang} kind="contact" path={path}>
      <ContactPage
        lang={lang}
        post={await pagePost('contact', lang)}
        hours={await getOpeningHours(lang)}
        contactForm={<ContactSection lang={lang} variant="contact" returnPath={path} />}
      />
    </PlazaPage>
  );
}

export default async function ContactRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return <Contact lang={lang} path={pathFor('contact', lang)} />;
}
