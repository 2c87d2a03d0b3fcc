import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { PostCard } from '@/components/PostCard'
import { SectionHeading } from '@/components/SectionHeading'
import { latestPosts } from '@/content/posts'
import type { PostsBlock } from '@/payload-types'

import styles from './styles.module.css'

const ids = (posts: PostsBlock['posts']) =>
  (posts ?? []).map((post) => (typeof post === 'object' ? post.id : post))

/** A row of the newest (or hand-picked) posts, with a way to the blog. */
export async function Latest({ eyebrow, title, intro, source, limit, posts }: PostsBlock) {
  const picked = source === 'picked' ? ids(posts) : []
  const cards = await latestPosts(limit ?? 3, picked)
  if (cards.length === 0) return <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={`card-list ${styles.grid}`}>
        {cards.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              sizes="(max-width: 700px) 100vw, (max-width: 1000px) 50vw, 400px"
            />
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link href="/blog">
          Read all posts <Icon name="arrow-right" size={16} />
        </Link>
      </p>
    </>
  )
}
