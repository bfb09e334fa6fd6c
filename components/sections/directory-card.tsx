import Image from 'next/image';
import type { ReactNode } from 'react';

import { Reveal } from '@/components/ui/reveal.client';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { providerAnchor } from '@/lib/search';
import type { Post } from '@/lib/wordpress';

import styles from './directory-card.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A dictionary sentence around a provider's name, the name marked when it is in the other language. */
function aroundName(template: string, name: string, lang: string | undefined): ReactNode {
  const [before = '', after = ''] = template.split('{name}');
  return (
    <>
      {before}
      <span lang={lang}>{name}</span>
      {after}
    </>
  );
}

function SocialLinks({ post, dict }: { post: Post; dict: Dictionary['directory'] }) {
  const nameLang = post.textLang.title;
  const links = [
    { href: post.fields.instagram, label: aroundName(dict.instagram, post.title, nameLang) },
    { href: post.fields.facebook, label: aroundName(dict.facebook, post.title, nameLang) },
    {
      href: post.fields.website,
      label: (
        <>
          {dict.website}{' '}
          <span className="visually-hidden" lang={nameLang}>
            {post.title}
          </span>
        </>
      ),
    },
  ].filter((link) => link.href);
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label} <span className="visually-hidden">{dict.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One provider (spec: card 550 px, image 220 px, the first 125 characters of the content). On an English
 * page each text WordPress has only in Spanish carries `lang="es"`.
 */
export function DirectoryCard({
  post,
  index,
  dict,
}: {
  post: Post;
  index: number;
  dict: Dictionary['directory'];
}) {
  const { textLang } = post;
  return (
    <Reveal delay={(index % 6) * 100} className={styles.reveal}>
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
              lang={textLang.image}
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
          <h2 id={`p-${post.id}`} lang={textLang.title}>
            <a href={`#${providerAnchor(post.slug, post.id)}`}>{post.title}</a>
          </h2>
          {post.excerpt ? <p lang={textLang.excerpt}>{post.excerpt}</p> : null}
          {post.fields.descripcion ? (
            <p className={styles.description} lang={textLang.descripcion}>
              {post.fields.descripcion}
            </p>
          ) : null}
          {post.fields.descripcion2 ? (
            <p className={styles.phone}>
              {dict.phone}: <a href={telHref(post.fields.descripcion2)}>{post.fields.descripcion2}</a>
            </p>
          ) : null}
          <SocialLinks post={post} dict={dict} />
        </div>
      </article>
    </Reveal>
  );
}
