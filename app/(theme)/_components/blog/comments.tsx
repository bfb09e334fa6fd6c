import Image from 'next/image';

import { countComments, type DemoComment } from '@/app/(theme)/_content/post';

import styles from './comments.module.css';

function CommentItem({ comment, formId }: { comment: DemoComment; formId: string }) {
  return (
    <li className={styles.item}>
      <article className={styles.comment} aria-labelledby={`${comment.id}-author`}>
        <Image className={styles.avatar} src={comment.avatar.src} alt="" width={56} height={56} />
        <div>
          <p className={styles.head}>
            <span id={`${comment.id}-author`} className={styles.author}>
              {comment.author}
            </span>
            <span className={styles.time}>{comment.time}</span>
          </p>
          <p className={styles.text}>{comment.text}</p>
          <a className={styles.reply} href={`#${formId}`}>
            Reply<span className="visually-hidden"> to {comment.author}</span>
          </a>
        </div>
      </article>
      {comment.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={`Replies to ${comment.author}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} formId={formId} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** Sample comments with nested replies; 'Reply' leads to the comment form. */
export function Comments({ comments, formId }: { comments: readonly DemoComment[]; formId: string }) {
  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading">{countComments(comments)} Comments</h2>
      <ol className={styles.list}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} formId={formId} />
        ))}
      </ol>
    </section>
  );
}
