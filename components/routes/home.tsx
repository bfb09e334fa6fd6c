import { PlazaPage } from '@/components/layout/plaza-page';
import { HomePage } from '@/components/sections/home/home-page';
import { langOf, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';

/** `/es`, `/en`: the home (app/(plaza)/[lang]/page.tsx). */
export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('home', await langOf(params));
}

export default async function HomeRoute({ params }: LangParams) {
  const lang = await langOf(params);
  return (
    <PlazaPage lang={lang} kind="home">
      <HomePage lang={lang} />
    </PlazaPage>
  );
}
