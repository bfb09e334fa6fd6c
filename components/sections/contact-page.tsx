import Image from 'next/image';
import type { ReactNode } from 'react';

import { OpeningHoursList } from '@/components/layout/opening-hours';
import { PhoneLines } from '@/components/layout/phone-lines';
import { CmsHtml } from '@/components/ui/cms-html';
import { FrameFacade } from '@/components/ui/frame-facade-lazy.client';
import { MailIcon, PinIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, siteSettings } from '@/lib/site';
import type { OpeningHours, Post } from '@/lib/wordpress';

import styles from './contact-page.module.css';
import { PageHeading, headingOf } from './page-heading';
import { PostImage } from './post-image';

type Props = { lang: Locale; post: Post | undefined; hours: OpeningHours | null; contactForm: ReactNode };

/**
 * Contact: the contact post's body, then the address, phones, hours and e-mail beside the form (on a
 * desktop both fit the first screen), the post's picture small under the details, and the map.
 */
export function ContactPage({ lang, post, hours, contactForm }: Props) {
  const dict = getDictionary(lang);
  const settings = siteSettings();
  const { address, geo } = settings;
  return (
    <>
      <PageHeading title={headingOf(post, dict.nav.contact)} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.details}>
          {post?.html ? (
            <CmsHtml html={post.html} lang={post.textLang.html} className={styles.intro} />
          ) : null}
          <h2>{dict.contact.visit}</h2>
          <address className={styles.line}>
            <PinIcon />
            <span>
              {address.street}, {address.neighbourhood}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </address>
          <p className={styles.directions}>
            <a href={directionsUrl(settings)} target="_blank" rel="noopener noreferrer">
              {dict.map.directions}
            </a>
          </p>
          <h2>{dict.contact.call}</h2>
          <PhoneLines
            lang={lang}
            className={styles.list}
            lineClassName={styles.line}
            labelClassName={styles.muted}
          />
          {hours ? (
            <>
              <h2>{dict.hours.title}</h2>
              <OpeningHoursList hours={hours} lang={lang} />
            </>
          ) : null}
          <h2>{dict.contact.write}</h2>
          <p className={styles.line}>
            <MailIcon />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {post ? (
            <PostImage post={post} sizes="(max-width: 640px) 100vw, 360px" className={styles.picture} />
          ) : null}
        </div>
        <div className={styles.form}>{contactForm}</div>
      </div>
      <section className={`container ${styles.map}`} aria-labelledby="map-title">
        <h2 id="map-title">{dict.contact.mapTitle}</h2>
        <div className={styles.mapFrame}>
          <FrameFacade
            src={`https://www.google.com/maps?q=${encodeURIComponent(`${geo.latitude},${geo.longitude}`)}&hl=${lang}&z=17&output=embed`}
            title={dict.map.frameTitle}
            buttonLabel={dict.map.show}
            note={dict.map.privacy}
            icon={<PinIcon />}
            poster={<Image src="/images/map-poster.svg" alt="" fill unoptimized />}
          />
        </div>
      </section>
    </>
  );
}
