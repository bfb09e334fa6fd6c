import Image from 'next/image';

import { Reveal } from '@/components/ui/reveal.client';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { providerAnchor } from '@/lib/search';
import type { Post } from '@/lib/wordpress';

import styles from './directory-page.module.css';
import { PageHeading } from './page-heading';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Directory: categories 16 and 17 merged without duplicates, one card per provider. */
export function DirectoryPage({ lang, providers }: { lang: Locale; providers: Post[] }) {
  const dict = getDictionary(lang).directory;
  return (
    <>
      <PageHeading title={dict.title} intro={dict.intro} />
      <div className="container">
        {providers.length ? (
          <ul className={styles.grid}>
            {providers.map((post, index) => (
              <Reveal as="li" key={post.id} delay={(index % 6) * 100}>
                <article
                  id={providerAnchor(post.slug, post.id)}
                  className={styles.card}
                  aria-labelledby={`p-${post.id}`}
                >
                  <div className={styles.image}>
                    {post.image ? (
                      <Image
                        src={post.image.src}
                        alt={post.image.alt}
                        fill
                        sizes="(max-width: 640px) 100vw, 380px"
                        // The first card's picture is the largest thing on a phone's first screen.
                        preload={index === 0}
                        fetchPriority={index === 0 ? 'high' : undefined}
                      />
                    ) : (
                      <Image src="/images/default-logo.svg" alt={dict.defaultLogo} fill unoptimized />
                    )}
                  </div>
                  <div className={styles.body}>
                    <h2 id={`p-${post.id}`}>
                      <a href={`#${providerAnchor(post.slug, post.id)}`}>{post.title}</a>
                    </h2>
                    {post.excerpt ? <p>{post.excerpt}</p> : null}
                    {post.fields.descripcion ? (
                      <p className={styles.description}>{post.fields.descripcion}</p>
                    ) : null}
                    {post.fields.descripcion2 ? (
                      <p className={styles.phone}>
                        {dict.phone}:{' '}
                        <a href={telHref(post.fields.descripcion2)}>{post.fields.descripcion2}</a>
                      </p>
                    ) : null}
                    <ul className={styles.links}>
                      {post.fields.instagram ? (
                        <li>
                          <a href={post.fields.instagram} target="_blank" rel="noopener noreferrer">
                            {dict.instagram.replace('{name}', post.title)}{' '}
                            <span className="visually-hidden">{dict.newTab}</span>
                          </a>
                        </li>
                      ) : null}
                      {post.fields.facebook ? (
                        <li>
                          <a href={post.fields.facebook} target="_blank" rel="noopener noreferrer">
                            {dict.facebook.replace('{name}', post.title)}{' '}
                            <span className="visually-hidden">{dict.newTab}</span>
                          </a>
                        </li>
                      ) : null}
                      {post.fields.website ? (
                        <li>
                          <a href={post.fields.website} target="_blank" rel="noopener noreferrer">
                            {dict.website}{' '}
                            <span className="visually-hidden">
                              {post.title} {dict.newTab}
                            </span>
                          </a>
                        </li>
                      ) : null}
                    </ul>
                  </div>
                </article>
              </Reveal>
            ))}
          </ul>
        ) : (
          <p>{dict.empty}</p>
        )}
      </div>
    </>
  );
}
