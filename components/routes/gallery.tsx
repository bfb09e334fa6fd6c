import { PlazaPage } from '@/components/layout/plaza-page';
import { GalleryPage } from '@/components/sections/gallery-page';
import type { Locale } from '@/lib/i18n/locales';
import { langOf, plazaPageMetadata, type LangParams } from '@/lib/plaza-page';
import { getGallery } from '@/lib/wordpress';

/** The gallery, `/es/galeria` and `/en/gallery` (lib/routes.ts); its later pages are gallery-later.tsx's. */
export async function Gallery({ lang, page }: { lang: Locale; page: number }) {
  return (
    <PlazaPage lang={lang} kind="gallery" page={page}>
      <GalleryPage lang={lang} media={await getGallery()} page={page} />
    </PlazaPage>
  );
}

export async function generateMetadata({ params }: LangParams) {
  return plazaPageMetadata('gallery', await langOf(params));
}

export default async function GalleryRoute({ params }: LangParams) {
  return <Gallery lang={await langOf(params)} page={1} />;
}
