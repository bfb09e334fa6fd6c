import Image from 'next/image';
import Link from 'next/link';

import { ARTICLE, COMMENTS, NEXT_POST } from '@/app/(theme)/_content/post';

import { BlogSidebar } from './blog-sidebar';
import { CommentForm } from './comment-form.client';
import { Comments } from './comments';
import styles from './post-detail.module.css';
import { RelatedPosts } from './related-posts';

export type PostVariant = 'classic' | 'sidebar' | 'wide-cover' | 'centered';

const FORM_ID = 'comment-form';

function Header({ centered }: { centered: boolean }) {
  return (
    <header className={`${styles.header} ${centered ? styles.centered : ''}`}>
      <p className={styles.category}>{ARTICLE.category}</p>
      <h1 className={styles.title}>{ARTICLE.title}</h1>
      <p className={styles.meta}>
        By {ARTICLE.author} · <time dateTime={ARTICLE.dateTime}>{ARTICLE.date}</time> · {ARTICLE.readingTime}
      </p>
    </header>
  );
}

function Cover({ wide }: { wide: boolean }) {
  const { hero } = ARTICLE;
  return (
    <Image
      className={`${styles.cover} ${wide ? styles.wideCover : ''}`}
      src={hero.src}
      alt={hero.alt}
      width={hero.width}
      height={hero.height}
      sizes={wide ? '100vw' : '(max-width: 1232px) 100vw, 1200px'}
      priority
    />
  );
}

function Body() {
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{ARTICLE.lead}</p>
      {ARTICLE.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 24)}>{text}</p>
          ))}
          {'quote' in section ? <blockquote className={styles.quote}>{section.quote}</blockquote> : null}
        </section>
      ))}
      <ul className={styles.tags} aria-label="Tags">
        {ARTICLE.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  );
}

/** After the article: related posts, the comments, the comment form and the next post. */
function Discussion() {
  return (
    <>
      <RelatedPosts />
      <Comments comments={COMMENTS} formId={FORM_ID} />
      <section
        id={FORM_ID}
        className={styles.formSection}
        aria-labelledby="comment-form-heading"
        tabIndex={-1}
      >
        <h2 id="comment-form-heading">Leave a Comment</h2>
        <CommentForm />
      </section>
      <nav className={styles.next} aria-label="Next post">
        <Link href={NEXT_POST.href}>
          <span className={styles.nextLabel}>Next post</span>
          <span className={styles.nextTitle}>{NEXT_POST.title}</span>
        </Link>
      </nav>
    </>
  );
}

/** The demo article in one of the four layouts of the post-detail routes. */
export function PostDetail({ variant }: { variant: PostVariant }) {
  if (variant === 'sidebar') {
    return (
      <div className={`container ${styles.withSidebar}`}>
        <article className={styles.article}>
          <Header centered={false} />
          <Cover wide={false} />
          <Body />
          <Discussion />
        </article>
        <BlogSidebar />
      </div>
    );
  }
  return (
    <>
      {variant === 'wide-cover' ? <Cover wide /> : null}
      <article className={`container ${styles.article} ${styles.narrow}`}>
        <Header centered={variant === 'centered'} />
        {variant === 'wide-cover' ? null : <Cover wide={false} />}
        <Body />
        <Discussion />
      </article>
    </>
  );
}
