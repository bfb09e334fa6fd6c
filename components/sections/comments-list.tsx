import type { PlazaComment } from '@/content/plaza/pharmacy-comments';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

import styles from './comments-list.module.css';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "hace 3 semanas" / "3 weeks ago", as of the page's (re)generation. */
export function relativeTime(iso: string, lang: Locale, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

function CommentItem({
  comment,
  lang,
  labels,
  replyHref,
}: {
  comment: PlazaComment;
  lang: Locale;
  labels: Dictionary['pharmacy'];
  replyHref: string;
}) {
  return (
    <li className={styles.comment}>
      <article aria-label={comment.author}>
        <div className={styles.meta}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(comment.author)}
          </span>
          <strong>{comment.author}</strong>
          <time dateTime={comment.date}>{relativeTime(comment.date, lang)}</time>
        </div>
        <p>{comment.text}</p>
        <a href={replyHref} className={styles.reply}>
          {labels.reply}
          <span className="visually-hidden"> ({labels.replyTo.replace('{name}', comment.author)})</span>
        </a>
      </article>
      {comment.replies?.length ? (
        <ol className={styles.replies}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} lang={lang} labels={labels} replyHref={replyHref} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** Comments with nested replies; "reply" leads to the message form. */
export function CommentsList({
  comments,
  lang,
  labels,
  replyHref,
}: {
  comments: PlazaComment[];
  lang: Locale;
  labels: Dictionary['pharmacy'];
  replyHref: string;
}) {
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} lang={lang} labels={labels} replyHref={replyHref} />
      ))}
    </ol>
  );
}
