import Image from 'next/image';
import type { ReactNode } from 'react';

import { FrameFacade } from '@/components/ui/split-islands.client';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';
import type { Post } from '@/lib/wordpress';

import { ArticleBody } from './article-body';
import styles from './contact-page.module.css';
import { PageHeading } from './page-heading';

/** Contact: the contact post (heading, image, body), address, e-mail, phones, map and the form. */
export function ContactPage({ lang, post, contactForm }: { lang: Locale; post: Post | undefined; contactForm: ReactNode }) {
  const dict = getDictionary(lang);
  const settings = siteSettings();
  const { address, geo } = settings;
  const place = `${geo.latitude},${geo.longitude}`;
  return (
    <>
      <PageHeading title={post?.title || dict.nav.contact} />
      {post ? <ArticleBody post={post} /> : null}
      <div className={`container ${styles.grid}`}>
        <div className={styles.details}>
          <h2>{dict.contact.visit}</h2>
          <address className={styles.line}>
            <PinIcon />
            <span>
              {address.street}, {address.neighbourhood}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </address>
          <h2>{dict.contact.call}</h2>
          <ul className={styles.list}>
            {settings.phones.map((phone) => (
              <li key={phone.tel} className={styles.line}>
                <PhoneIcon />
                <a href={`tel:${phone.tel}`}>{phone.display}</a> <span className={styles.muted}>({phone.label})</span>
              </li>
            ))}
          </ul>
          <h2>{dict.contact.write}</h2>
          <p className={styles.line}>
            <MailIcon />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        </div>
        <section aria-labelledby="map-title">
          <h2 id="map-title">{dict.contact.mapTitle}</h2>
          <FrameFacade
            src={`https://www.google.com/maps?q=${encodeURIComponent(place)}&hl=${lang}&z=17&output=embed`}
            title={dict.map.frameTitle}
            buttonLabel={dict.map.show}
            note={dict.map.privacy}
            icon={<PinIcon />}
            poster={<Image src="/images/map-poster.svg" alt="" fill unoptimized />}
          />
          <p>
            <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`} target="_blank" rel="noopener noreferrer">
              {dict.map.directions}
            </a>
          </p>
        </section>
      </div>
      <div className="container">{contactForm}</div>
    </>
  );
}
