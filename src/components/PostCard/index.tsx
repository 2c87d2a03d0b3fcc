import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { Media } from '@/components/Media'
import { blogPath } from '@/utilities/blogPaths'
import type { PostCard as PostCardData } from '@/content/posts'
import { longDate } from '@/utilities/dates'

import styles from './styles.module.css'

type Props = {
  post: PostCardData
  /** How wide the cover is drawn at each breakpoint (the `sizes` attribute). */
  sizes: string
  /** The heading level the card's title takes in its page. */
  headingLevel?: 'h2' | 'h3'
  /** Cover above the text (cards in a grid) or beside it on wide screens (a list). */
  layout?: 'stacked' | 'row'
}

/** A post in a list: cover, topic, author, date, title and excerpt; the whole card opens it. */
export function PostCard({ post, sizes, headingLevel: Heading = 'h3', layout = 'stacked' }: Props) {
  return (
    <article
      className={`card-surface card-lift ${styles.card} ${layout === 'row' ? styles.row : ''}`}
    >
      <Media resource={post.coverImage} sizes={sizes} className={`card-media ${styles.image}`} />
      <div className={styles.body}>
        {post.category && <span className={`pill ${styles.badge}`}>{post.category.title}</span>}
        <p className={styles.meta}>
          {post.author && (
            <span>
              <Icon name="user-round" size={15} />
              {post.author.name}
            </span>
          )}
          {post.publishedAt && (
            <span>
              <Icon name="calendar-days" size={15} />
              <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
            </span>
          )}
        </p>
        <Heading className={`card-link ${styles.title}`}>
          <Link href={blogPath.post(post.slug)}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  )
}
