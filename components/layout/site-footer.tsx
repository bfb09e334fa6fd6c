import { MailIcon, PinIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, siteSettings } from '@/lib/site';
import { getOpeningHours } from '@/lib/wordpress';

import { OpeningHoursList } from './opening-hours';
import { PhoneLines } from './phone-lines';
import { SiteLinkList } from './site-link-list';
import styles from './site-footer.module.css';

/**
 * Address with directions, the opening hours (from WordPress: the phone-and-counters post), the two
 * phones, the billing e-mail, links and the copyright with the current year.
 */
export async function SiteFooter({ lang }: { lang: Locale }) {
  const dict = getDictionary(lang);
  const settings = siteSettings();
  const { address } = settings;
  const hours = await getOpeningHours(lang);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.name}>{settings.name}</p>
          <p>{dict.footer.about}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{dict.footer.address}</h2>
          <address className={styles.line}>
            <PinIcon />
            <span>
              {address.street}, {address.neighbourhood}, {address.city}, {address.region}
            </span>
          </address>
          <p className={styles.directions}>
            <a href={directionsUrl(settings)} target="_blank" rel="noopener noreferrer">
              {dict.map.directions}
            </a>
          </p>
          {hours ? (
            <>
              <h2 className={styles.heading}>{dict.hours.title}</h2>
              <OpeningHoursList hours={hours} lang={lang} />
            </>
          ) : null}
        </div>
        <div>
          <h2 className={styles.heading}>{dict.footer.phones}</h2>
          <PhoneLines
            lang={lang}
            className={styles.list}
            lineClassName={styles.line}
            labelClassName={styles.label}
          />
          <h2 className={styles.heading}>{dict.footer.email}</h2>
          <p className={styles.line}>
            <MailIcon />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        </div>
        <nav aria-label={dict.footer.links}>
          <h2 className={styles.heading}>{dict.footer.links}</h2>
          <SiteLinkList lang={lang} className={styles.list} />
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {new Date().getFullYear()} {settings.name}. {dict.footer.rights}
      </p>
    </footer>
  );
}
