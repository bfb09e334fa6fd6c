import { ContactSection } from '@/components/contact/contact-section';
import { PlazaPage } from '@/components/layout/plaza-page';
import { PharmacyPage } from '@/components/sections/pharmacy-page';
import { langOf, pagePost, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';
import { pathFor } from '@/lib/routes';

/** The pharmacy, `/es/farmacia-paris` and `/en/paris-pharmacy`, with its message form (lib/routes.ts). */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('pharmacy', await langOf(params));
}

export default async function PharmacyRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return (
    <PlazaPage lang={lang} kind="pharmacy">
      <PharmacyPage
        lang={lang}
        post={await pagePost('pharmacy', lang)}
        messageForm={<ContactSection lang={lang} variant="pharmacy" returnPath={pathFor('pharmacy', lang)} />}
      />
    </PlazaPage>
  );
}
