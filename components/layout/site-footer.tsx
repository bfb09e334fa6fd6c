import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';

import { SiteLinkList } from './site-link-list';
import styles from './site-footer.module.css';

/** Address, the two phones, the billing e-mail, links and the copyright with the current year. */
export function SiteFooter({ lang }: { lang: Locale }) {
  const dict = getDictionary(lang);
  const settings = siteSettings();
  const { address } = settings;
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
        </div>
        <div>
          <h2 className={styles.heading}>{dict.footer.phones}</h2>
          <ul className={styles.list}>
            {settings.phones.map((phone) => (
              <li key={phone.tel} className={styles.line}>
                <PhoneIcon />
                <a href={`tel:${phone.tel}`}>
                  {phone.display} <span className={styles.label}>({phone.label})</span>
                </a>
              </li>
            ))}
          </ul>
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
