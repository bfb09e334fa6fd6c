import Image from 'next/image';
import Link from 'next/link';

import { Carousel } from '@/components/ui/carousel-lazy.client';
import { CmsHtml } from '@/components/ui/cms-html';
import { PlayIcon } from '@/components/ui/icons';
import { VideoModal } from '@/components/ui/video-modal-lazy.client';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes';
import { youtubeId } from '@/lib/video';
import type { Post } from '@/lib/wordpress';

import sectionStyles from '../section.module.css';
import styles from './hero-slider.module.css';

/** The title's first word is highlighted (spec). */
function SplitTitle({ title }: { title: string }) {
  const [first, ...rest] = title.split(/\s+/);
  return (
    <>
      <span className={styles.highlight}>{first}</span> {rest.join(' ')}
    </>
  );
}

/** Spec: full-width fading slider of the hero posts: fade, 1200 ms, one slide, no autoplay. */
export function HeroSlider({
  lang,
  slides,
  dict,
  fallbackVideo,
}: {
  lang: Locale;
  slides: Post[];
  dict: Dictionary;
  fallbackVideo: string;
}) {
  if (!slides.length) return null;
  return (
    <div className={styles.hero}>
      <Carousel
        labels={{ ...dict.carousel, carousel: dict.carousel.hero }}
        fade
        duration={1200}
        perView={{ 0: 1 }}
        spacing={0}
        className={styles.carousel}
      >
        {slides.map((slide, index) => {
          const video = youtubeId(slide.fields.video) ?? fallbackVideo;
          return (
            <div key={slide.id} className={styles.slide}>
              {slide.image ? (
                <Image
                  src={slide.image.src}
                  alt=""
                  fill
                  sizes="100vw"
                  preload={index === 0}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className={styles.image}
                />
              ) : null}
              <div className={`container ${styles.content}`}>
                <p className={styles.title} lang={slide.textLang.title}>
                  <SplitTitle title={slide.title} />
                </p>
                <CmsHtml html={slide.html} lang={slide.textLang.html} className={styles.body} />
                <div className={styles.actions}>
                  <Link href={pathFor('medicalCentre', lang)} className={sectionStyles.button}>
                    {dict.home.medicalCentreButton}
                  </Link>
                  <VideoModal
                    videoId={video}
                    label={dict.home.watchVideo}
                    title={dict.video.frameTitle.replace('{title}', slide.title)}
                    closeLabel={dict.video.close}
                    className={`${sectionStyles.button} ${sectionStyles.buttonGhost}`}
                    icon={<PlayIcon />}
                  />
                </div>
              </div>
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
