import Link from 'next/link'

import type { Post } from '@/payload-types'
import { longDate } from '@/utilities/dates'

import styles from './styles.module.css'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/**
 * Readers' comments, as staff added them. There is no public comment form (nothing a visitor
 * types is published unreviewed), so the section says how to add to the conversation.
 */
export function Comments({ comments }: { comments: NonNullable<Post['comments']> }) {
  return (
    <section className={styles.comments} aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        {comments.length === 0
          ? 'Comments'
          : `${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}`}
      </h2>
      {comments.length > 0 && (
        <ol className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id ?? comment.name}>
              <span className={styles.initials} aria-hidden="true">
                {initials(comment.name)}
              </span>
              <div>
                <p className={styles.commenter}>
                  {comment.name}
                  <time dateTime={comment.date}>{longDate(comment.date)}</time>
                </p>
                <p>{comment.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.commentNote}>
        Have a question about this post? <Link href="/contact">Write to us</Link> and we will
        answer, and add good questions here.
      </p>
    </section>
  )
}
