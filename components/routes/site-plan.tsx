import { PlazaPage } from '@/components/layout/plaza-page';
import { SitePlanPage } from '@/components/sections/site-plan-page';
import { langOf, pagePost, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';

/** The site plan, `/es/plano-plaza-paris` and `/en/square-plan` (lib/routes.ts). */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('sitePlan', await langOf(params));
}

export default async function SitePlanRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return (
    <PlazaPage lang={lang} kind="sitePlan">
      <SitePlanPage lang={lang} post={await pagePost('sitePlan', lang)} />
    </PlazaPage>
  );
}
