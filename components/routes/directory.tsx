import { PlazaPage } from '@/components/layout/plaza-page';
import { DirectoryPage } from '@/components/sections/directory-page';
import { langOf, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';
import { getSection } from '@/lib/wordpress';

/** The directory, `/es/directorio` and `/en/directory`: one route each (lib/routes.ts). */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('directory', await langOf(params));
}

export default async function DirectoryRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return (
    <PlazaPage lang={lang} kind="directory">
      <DirectoryPage lang={lang} providers={await getSection('directory', lang)} />
    </PlazaPage>
  );
}
