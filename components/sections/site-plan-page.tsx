import { CmsHtml, cmsImageCount } from '@/components/ui/cms-html';
import { LightboxGallery } from '@/components/ui/lightbox-gallery-lazy.client';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Post } from '@/lib/wordpress';

import { PageHeading, headingOf } from './page-heading';
import styles from './site-plan-page.module.css';

/** Site plan (category 27): title, body and plan images, which open in the lightbox. */
export function SitePlanPage({ lang, post }: { lang: Locale; post: Post | undefined }) {
  const dict = getDictionary(lang);
  if (!post) {
    return (
      <>
        <PageHeading title={dict.sitePlan.title} />
        <p className="container">{dict.sitePlan.empty}</p>
      </>
    );
  }
  const images = cmsImageCount(post.html);
  return (
    <>
      <PageHeading
        title={headingOf(post, dict.sitePlan.title)}
        intro={images ? dict.sitePlan.hint : undefined}
      />
      <div className={`container ${styles.plan}`}>
        <LightboxGallery galleryId="plano" labels={dict.lightbox}>
          <CmsHtml html={post.html} lang={post.textLang.html} lightbox leadImage />
        </LightboxGallery>
      </div>
    </>
  );
}
