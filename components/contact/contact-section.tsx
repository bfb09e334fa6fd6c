import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';

import { ContactForm } from './contact-form-lazy.client';
import styles from './contact-section.module.css';

type Props = {
  lang: Locale;
  /** The plaza contact form, or the pharmacy's message form: same fields, own heading. */
  variant: 'contact' | 'pharmacy';
  /** This page's path: where a no-JavaScript post returns (must be one of lib/contact's FORM_PAGES). */
  returnPath: string;
};

/**
 * The contact section: heading and the form island (without JavaScript the form posts to the handler,
 * which answers with a page of its own naming the message's reference).
 */
export function ContactSection({ lang, variant, returnPath }: Props) {
  const text = getDictionary(lang).contact;
  const { display, tel } = siteSettings().phones[0];
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.heading}>
        {text.heading[variant]}
      </h2>
      <p className={styles.intro}>{text.intro[variant]}</p>
      <ContactForm
        lang={lang}
        phone={{ display, tel }}
        returnPath={returnPath}
        text={{
          labels: text.labels,
          requiredNote: text.requiredNote,
          honeypot: text.honeypot,
          submit: text.submit,
          sending: text.sending,
          checkFields: text.checkFields,
          sent: text.sent,
          received: text.received,
          reference: text.reference,
          failed: text.failed,
          rateLimited: text.rateLimited,
        }}
      />
    </section>
  );
}
