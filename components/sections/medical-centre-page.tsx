import Image from 'next/image';

import { FrameFacade } from '@/components/ui/split/frame-facade.client';
import { PlayIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';
import { youtubeEmbedUrl, youtubeId } from '@/lib/video';
import type { Post } from '@/lib/wordpress';

import { ArticleBody } from './article-body';
import styles from './medical-centre-page.module.css';
import { PageHeading, headingOf } from './page-heading';

/** A video behind its poster (the post's image): YouTube loads only when played. */
export function VideoFacade({
  post,
  title,
  lang,
  fallbackId,
}: {
  post: Post;
  title: string;
  lang: Locale;
  fallbackId?: string;
}) {
  const id = youtubeId(post.fields.video) ?? fallbackId;
  if (!id) return null;
  const dict = getDictionary(lang).video;
  return (
    <FrameFacade
      src={youtubeEmbedUrl(id)}
      title={dict.frameTitle.replace('{title}', title)}
      buttonLabel={dict.play.replace('{title}', title)}
      note={dict.privacy}
      icon={<PlayIcon />}
      poster={
        post.image ? (
          <Image src={post.image.src} alt="" fill sizes="(max-width: 900px) 100vw, 760px" />
        ) : (
          <div />
        )
      }
    />
  );
}

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
