import Image from 'next/image';
import Link from 'next/link';

import { LightboxGallery } from '@/components/ui/lightbox-gallery-lazy.client';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { GALLERY_PAGE_SIZE, galleryPageCount, pagedPath } from '@/lib/routes';
import { GALLERY_LANGUAGE, type MediaItem } from '@/lib/wordpress';

import styles from './gallery-page.module.css';
import { PageHeading } from './page-heading';

/** Gallery: 20 images a page, each page a real URL (works without JavaScript), pictures in a lightbox. */
export function GalleryPage({ lang, media, page }: { lang: Locale; media: MediaItem[]; page: number }) {
  const dict = getDictionary(lang);
  // Titles, captions and alt texts are written once, in the gallery's language: marked on the other page.
  const mediaLang = lang === GALLERY_LANGUAGE ? undefined : GALLERY_LANGUAGE;
  const pages = galleryPageCount(media.length);
  const items = media.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE);
  return (
    <>
      <PageHeading
        title={
          pages > 1
            ? `${dict.gallery.title} · ${dict.gallery.page.replace('{n}', String(page))}`
            : dict.gallery.title
        }
        intro={dict.gallery.intro}
      />
      <div className="container">
        {items.length ? (
          <LightboxGallery galleryId="galeria" labels={dict.lightbox}>
            <ul className={styles.grid}>
              {items.map((item, index) => (
                <li key={item.id}>
                  <a
                    href={item.src}
                    data-lightbox-index={index}
                    data-lightbox-id={item.id}
                    className={styles.thumb}
                  >
                    <Image
                      src={item.src}
                      alt={item.alt || item.title}
                      lang={mediaLang}
                      width={item.width}
                      height={item.height}
                      // The CSS columns (4, at least 240 px, in the container): one up to 527 px, two
                      // up to 783, three up to 1039.
                      sizes="(max-width: 527px) 100vw, (max-width: 783px) 50vw, (max-width: 1039px) 33vw, 288px"
                      // The first row is the first screen: fetched at once, the first picture first.
                      loading={index < 2 ? 'eager' : undefined}
                      fetchPriority={index === 0 ? 'high' : undefined}
                    />
                    <span className="visually-hidden">
                      {dict.gallery.open.split('{title}')[0]}
                      <span lang={mediaLang}>{item.title}</span>
                      {dict.gallery.open.split('{title}')[1]}
                    </span>
                  </a>
                  {item.caption ? (
                    <p className={styles.caption} lang={mediaLang}>
                      {item.caption}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </LightboxGallery>
        ) : (
          <p>{dict.gallery.empty}</p>
        )}
        {pages > 1 ? (
          <nav aria-label={dict.gallery.pages} className={styles.pagination}>
            <ul>
              {page > 1 ? (
                <li>
                  <Link href={pagedPath('gallery', lang, page - 1)} rel="prev">
                    {dict.gallery.previous}
                  </Link>
                </li>
              ) : null}
              {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <Link
                    href={pagedPath('gallery', lang, number)}
                    aria-current={number === page ? 'page' : undefined}
                  >
                    <span className="visually-hidden">{dict.gallery.page.replace('{n}', '')}</span>
                    {number}
                  </Link>
                </li>
              ))}
              {page < pages ? (
                <li>
                  <Link href={pagedPath('gallery', lang, page + 1)} rel="next">
                    {dict.gallery.next}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  );
}
