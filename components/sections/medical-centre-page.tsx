import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';
import type { Post } from '@/lib/wordpress';

import { ArticleBody } from './article-body';
import styles from './medical-centre-page.module.css';
import { PageHeading, headingOf } from './page-heading';
import { VideoFacade } from './video-facade';

/** Medical centre: title, featured image, body, promotional video and the spec's four service areas. */
export function MedicalCentrePage({ lang, post }: { lang: Locale; post: Post | undefined }) {
  const dict = getDictionary(lang);
  const areas = dict.medicalCentre.areas;
  return (
    <>
      <PageHeading title={headingOf(post, dict.nav.medicalCentre)} />
      {post ? <ArticleBody post={post} /> : null}
      <section className="container" aria-labelledby="areas-title">
        <h2 id="areas-title" className={styles.heading}>
          {dict.medicalCentre.areasTitle}
        </h2>
        <ul className={styles.areas}>
          {areas.map((area) => (
            <li key={area.title}>
              <h3>{area.title}</h3>
              <ul>
                {area.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      {post ? (
        <section className={`container ${styles.video}`} aria-labelledby="video-title">
          <h2 id="video-title" className={styles.heading}>
            {dict.medicalCentre.videoTitle}
          </h2>
          <VideoFacade
            post={post}
            title={dict.medicalCentre.videoTitle}
            lang={lang}
            fallbackId={siteSettings().videos.medicalCentre}
          />
        </section>
      ) : null}
    </>
  );
}
