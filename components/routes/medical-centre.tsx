import { PlazaPage } from '@/components/layout/plaza-page';
import { MedicalCentrePage } from '@/components/sections/medical-centre-page';
import { langOf, pagePost, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';

/** The medical centre, `/es/centro-medico-paris` and `/en/paris-medical-center` (lib/routes.ts). */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('medicalCentre', await langOf(params));
}

export default async function MedicalCentreRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return (
    <PlazaPage lang={lang} kind="medicalCentre">
      <MedicalCentrePage lang={lang} post={await pagePost('medicalCentre', lang)} />
    </PlazaPage>
  );
}
