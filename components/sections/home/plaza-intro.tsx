import Image from 'next/image';
import Link from 'next/link';

import { CmsHtml } from '@/components/ui/cms-html';
import { CountUp } from '@/components/ui/count-up.client';
import { PhoneIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/reveal.client';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes';
import type { SiteSettings } from '@/lib/site';
import type { Post } from '@/lib/wordpress';

import { Section } from '../section';
import { plazaCounts } from './plaza-counts';
import sectionStyles from '../section.module.css';
import styles from './plaza-intro.module.css';

/** 'Nuestro Teléfono', the two counters and 'Los espacios más comodos y exclusivos'. */
export function PlazaIntro({
  lang,
  dict,
  settings,
  countersPost,
}: {
  lang: Locale;
  dict: Dictionary['home'];
  settings: SiteSettings;
  countersPost: Post | undefined;
}) {
  const counts = plazaCounts(countersPost);
  return (
    <Section id="plaza" title={dict.spacesTitle} tone="soft">
      <div className={styles.grid}>
        <Reveal className={styles.panel}>
          <h3 className={styles.panelTitle}>{dict.phoneTitle}</h3>
          <p>{dict.phoneText}</p>
          <ul className={styles.phones}>
            {settings.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className={styles.phone}>
                  <PhoneIcon />
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal className={styles.panel} delay={100}>
          <h3 className={styles.panelTitle}>{dict.countersTitle}</h3>
          <dl className={styles.counters}>
            <div>
              <dt>{dict.shops}</dt>
              <dd>
                <CountUp value={counts.shops} />
              </dd>
            </div>
            <div>
              <dt>{dict.clinics}</dt>
              <dd>
                <CountUp value={counts.clinics} />
              </dd>
            </div>
          </dl>
        </Reveal>
        <Reveal className={styles.panel} delay={200}>
          <p>{dict.spacesText}</p>
          <Link href={pathFor('contact', lang)} className={sectionStyles.button}>
            {dict.spacesLink}
          </Link>
        </Reveal>
      </div>
    </Section>
  );
}

/** 'Nosotros': the about-us post. */
export function AboutUs({ title, post }: { title: string; post: Post | undefined }) {
  if (!post) return null;
  return (
    <Section id="nosotros" title={title}>
      <div className={styles.about}>
        <div>
          <h3 className={styles.panelTitle} lang={post.textLang.title}>
            {post.title}
          </h3>
          <CmsHtml html={post.html} lang={post.textLang.html} />
        </div>
        {post.image ? (
          <Image
            src={post.image.src}
            alt={post.image.alt}
            lang={post.textLang.image}
            width={post.image.width}
            height={post.image.height}
            sizes="(max-width: 900px) 100vw, 560px"
            className={styles.aboutImage}
          />
        ) : null}
      </div>
    </Section>
  );
}
