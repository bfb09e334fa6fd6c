import Image from 'next/image';
import Link from 'next/link';

import { Carousel } from '@/components/ui/carousel-lazy.client';
import { CmsHtml } from '@/components/ui/cms-html';
import tiles from '@/components/ui/link-tiles.module.css';
import { Reveal } from '@/components/ui/reveal.client';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes';
import type { Post } from '@/lib/wordpress';

import { Section } from '../section';
import sectionStyles from '../section.module.css';
import styles from './plaza-listings.module.css';

/** Spec animation delays: 0 to 500 ms in 100 ms steps. */
const delay = (index: number) => (index % 6) * 100;

/** 'En Nuestras Instalaciones': the consulting rooms and additional services lists, to the directory. */
export function Facilities({
  lang,
  dict,
  rooms,
  services,
}: {
  lang: Locale;
  dict: Dictionary['home'];
  rooms: Post[];
  services: Post[];
}) {
  if (!rooms.length && !services.length) return null;
  const directory = pathFor('directory', lang);
  const list = (title: string, posts: Post[]) =>
    posts.length ? (
      <div className={`${styles.list} ${tiles.tiles}`}>
        <h3>{title}</h3>
        <ul>
          {posts.map((post) => (
            <li key={post.id} lang={post.textLang.title}>
              <Link href={directory}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <Section id="instalaciones" title={dict.facilitiesTitle}>
      <div className={styles.lists}>
        {list(dict.consultingRooms, rooms)}
        {list(dict.additionalServices, services)}
      </div>
      <p>
        <Link href={directory} className={sectionStyles.more}>
          {dict.seeDirectory}
        </Link>
      </p>
    </Section>
  );
}

/**
 * Drawn stand-ins for posts without a featured image (public/images, small SVGs): the medical centre's
 * illustration, else the plaza's mark. Decorative (alt=""): the card's title says what it is.
 */
const CARD_FALLBACK = { medical: '/images/medical-centre.svg', plaza: '/images/default-logo.svg' } as const;

function PostCard({
  post,
  href,
  linkLabel,
  fallback,
}: {
  post: Post;
  href: string;
  linkLabel?: string;
  fallback: keyof typeof CARD_FALLBACK;
}) {
  const { textLang } = post;
  return (
    <article className={sectionStyles.card}>
      <div className={sectionStyles.cardImage}>
        {post.image ? (
          <Image
            src={post.image.src}
            alt={post.image.alt}
            lang={textLang.image}
            fill
            sizes="(max-width: 600px) 100vw, 380px"
          />
        ) : (
          <Image src={CARD_FALLBACK[fallback]} alt="" fill unoptimized />
        )}
      </div>
      <div className={sectionStyles.cardBody}>
        <h3 lang={textLang.title}>{linkLabel ? post.title : <Link href={href}>{post.title}</Link>}</h3>
        {post.fields.descripcion ? (
          <p lang={textLang.descripcion}>{post.fields.descripcion}</p>
        ) : (
          <p lang={textLang.excerpt}>{post.excerpt}</p>
        )}
        {linkLabel ? (
          <Link href={href} className={sectionStyles.more}>
            {linkLabel}
            <span className="visually-hidden">
              : <span lang={textLang.title}>{post.title}</span>
            </span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** The 'Centro Médico París' grid (to the medical centre) or 'Locales Disponibles' (to contact). */
export function PostGrid({
  id,
  title,
  posts,
  href,
  linkLabel,
  tone,
  fallback = 'plaza',
}: {
  id: string;
  title: string;
  posts: Post[];
  href: string;
  linkLabel?: string;
  tone?: 'soft';
  fallback?: keyof typeof CARD_FALLBACK;
}) {
  if (!posts.length) return null;
  return (
    <Section id={id} title={title} tone={tone}>
      <ul className={sectionStyles.grid}>
        {posts.map((post, index) => (
          <Reveal key={post.id} as="li" delay={delay(index)}>
            <PostCard post={post} href={href} linkLabel={linkLabel} fallback={fallback} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** 'Testimonios': only when entries exist. Spec: 2 slides (1 under 576 px), 900 ms, autoplay. */
export function Testimonials({
  title,
  posts,
  dict,
}: {
  title: string;
  posts: Post[];
  dict: Dictionary['carousel'];
}) {
  if (!posts.length) return null;
  return (
    <Section id="testimonios" title={title} tone="soft">
      <Carousel
        labels={{ ...dict, carousel: dict.testimonials }}
        perView={{ 0: 1, 576: 2 }}
        duration={900}
        autoplay={6000}
        loop={posts.length > 2}
      >
        {posts.map((post) => {
          const email = post.fields.descripcion;
          return (
            <figure key={post.id} className={styles.testimonial}>
              <blockquote>
                <CmsHtml html={post.html} lang={post.textLang.html} />
              </blockquote>
              <figcaption>
                <strong lang={post.textLang.title}>{post.title}</strong>
                {EMAIL.test(email) ? (
                  <>
                    {' · '}
                    <a href={`mailto:${email}`}>{email}</a>
                  </>
                ) : null}
              </figcaption>
            </figure>
          );
        })}
      </Carousel>
    </Section>
  );
}
