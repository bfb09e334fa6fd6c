import type { MetadataRoute } from 'next';

import { LOCALES } from '@/lib/i18n/locales';
import { galleryPageCount, PAGE_KINDS, pagedPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { getGallery } from '@/lib/wordpress';

export const revalidate = 3600;

/** Every plaza page in both languages, each with its alternates. Theme demo pages stay out (noindex). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const galleryPages = galleryPageCount((await getGallery()).length);
  return PAGE_KINDS.flatMap((kind) => {
    const pages = kind === 'gallery' ? galleryPages : 1;
    return Array.from({ length: pages }, (_, index) => index + 1).flatMap((page) => {
      const languages = Object.fromEntries(
        LOCALES.map((lang) => [lang, absoluteUrl(pagedPath(kind, lang, page))]),
      );
      return LOCALES.map((lang) => ({
        url: absoluteUrl(pagedPath(kind, lang, page)),
        changeFrequency: kind === 'home' ? ('daily' as const) : ('weekly' as const),
        priority: kind === 'home' ? 1 : page > 1 ? 0.4 : 0.7,
        alternates: { languages: { ...languages, 'x-default': absoluteUrl('/') } },
      }));
    });
  });
}
