import type { ReactNode } from 'react';

import { PHARMACY_COMMENTS } from '@/content/plaza/pharmacy-comments';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Post } from '@/lib/wordpress';

import { ArticleBody } from './article-body';
import { CommentsList } from './comments-list';
import { PageHeading, headingOf } from './page-heading';
import styles from './pharmacy-page.module.css';
import { VideoFacade } from './video-facade';

/** Pharmacy: title, featured image, body, social links, video, comments and the message form. */
export function PharmacyPage({
  lang,
  post,
  messageForm,
}: {
  lang: Locale;
  post: Post | undefined;
  messageForm: ReactNode;
}) {
  const dict = getDictionary(lang);
  const labels = dict.pharmacy;
  const social = post
    ? [
        { href: post.fields.facebook, label: labels.follow },
        { href: post.fields.instagram, label: labels.followInstagram },
      ].filter((link) => link.href)
    : [];
  return (
    <>
      <PageHeading title={headingOf(post, dict.nav.pharmacy)} />
      {post ? (
        <ArticleBody
          post={post}
          aside={
            <>
              {social.length ? (
                <ul className={styles.social}>
                  {social.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.label} <span className="visually-hidden">{dict.directory.newTab}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <VideoFacade post={post} title={labels.videoTitle} lang={lang} />
            </>
          }
        />
      ) : null}
      <div className={`container ${styles.lower}`}>
        <section aria-labelledby="comments-title">
          <h2 id="comments-title">{labels.commentsTitle}</h2>
          <CommentsList comments={PHARMACY_COMMENTS[lang]} lang={lang} labels={labels} replyHref="#contact" />
        </section>
        {messageForm}
      </div>
    </>
  );
}
