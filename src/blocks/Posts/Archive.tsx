import Link from 'next/link'
import { notFound } from 'next/navigation'

import { BlogSidebar } from '@/components/BlogSidebar'
import { Pagination } from '@/components/Pagination'
import { PostCard } from '@/components/PostCard'
import { SectionHeading } from '@/components/SectionHeading'
import type { BlogListing } from '@/content/blogListing'
import { blogPath } from '@/utilities/blogPaths'
import { listPosts, type PostFilter } from '@/content/posts'
import type { PostsBlock } from '@/payload-types'

import styles from './styles.module.css'

const pathOf = (filter: PostFilter) => (page: number) => {
  switch (filter.kind) {
    case 'all':
      return blogPath.list(page)
    case 'category':
      return blogPath.category(filter.slug, page)
    case 'tag':
      return blogPath.tag(filter.slug, page)
    case 'search':
      return blogPath.search(filter.query, page)
  }
}

function countLine(filter: PostFilter, count: number) {
  const posts = count === 1 ? '1 post' : `${count} posts`
  return filter.kind === 'search' ? `${posts} found for “${filter.query}”` : posts
}

function Empty({ filter }: { filter: PostFilter }) {
  if (filter.kind === 'search')
    return (
      <p className={styles.empty}>
        No post matches “{filter.query}”. Try a shorter word, or browse the categories and tags.
      </p>
    )
  return (
    <p className={styles.empty}>
      No posts here yet. <Link href="/blog">See all posts</Link>.
    </p>
  )
}

/** The blog: one page of the list a route asks for, its page links, and the sidebar. */
export async function Archive(props: PostsBlock & { listing: BlogListing }) {
  const { eyebrow, title, intro, perPage, form, listing } = props
  const { filter } = listing
  // A topic, tag or search is named by the page's title; the list says what it holds.
  const summary = filter.kind === 'all' ? null : { description: listing.description }
  const list = await listPosts(filter, listing.page, perPage ?? 3)
  // Past the last page there is nothing to show; page 1 stays, to say the list is empty.
  if (listing.page > Math.max(1, list.totalPages)) notFound()
  return (
    <div className={styles.archive}>
      <div className={styles.main}>
        {summary ? (
          <div className={styles.listHeading}>
            {summary.description && <p>{summary.description}</p>}
            <p>
              {countLine(filter, list.totalDocs)} · <Link href="/blog">All posts</Link>
            </p>
          </div>
        ) : (
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        )}
        {list.posts.length === 0 ? (
          <Empty filter={filter} />
        ) : (
          <ul className={styles.list}>
            {list.posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  headingLevel={!summary && title ? 'h3' : 'h2'}
                  layout="row"
                  sizes="(max-width: 700px) 100vw, (max-width: 1100px) 40vw, 320px"
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination current={list.page} total={list.totalPages} href={pathOf(filter)} />
      </div>
      <BlogSidebar
        form={form}
        query={filter.kind === 'search' ? filter.query : undefined}
        activeCategory={filter.kind === 'category' ? filter.slug : undefined}
        activeTag={filter.kind === 'tag' ? filter.slug : undefined}
      />
    </div>
  )
}
