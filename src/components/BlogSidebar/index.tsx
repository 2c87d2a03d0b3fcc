import Link from 'next/link'

import { Media } from '@/components/Media'
import { SearchBox } from '@/components/SearchBox'
import { SiteFormView } from '@/components/SiteForm'
import { blogPath } from '@/utilities/blogPaths'
import { blogIndex } from '@/content/posts'
import type { Form } from '@/payload-types'
import { longDate } from '@/utilities/dates'

import styles from './styles.module.css'

type Props = {
  /** The newsletter form (the blog block's), if any. */
  form?: Form | number | null
  /** The words of the search being shown, kept in the box. */
  query?: string
  activeCategory?: string
  activeTag?: string
}

/** Beside the blog and every post: search, topics with their counts, the newest posts, tags and the newsletter box. */
export async function BlogSidebar({ form, query, activeCategory, activeTag }: Props) {
  const { categories, tags, recent } = await blogIndex()
  const current = (active: boolean) => (active ? ('page' as const) : undefined)
  return (
    <aside className={styles.sidebar} aria-label="Blog">
      <section className={styles.box}>
        <h2 className={styles.heading}>
          <label htmlFor="blog-search">Search the blog</label>
        </h2>
        <SearchBox action="/blog/search" id="blog-search" query={query} placeholder="e.g. EIN" />
      </section>

      {categories.length > 0 && (
        <section className={styles.box} aria-labelledby="blog-topics">
          <h2 id="blog-topics" className={styles.heading}>
            Categories
          </h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={blogPath.category(category.slug)}
                  aria-current={current(category.slug === activeCategory)}
                >
                  <span>{category.title}</span>
                  <span className={styles.count}>
                    {category.count}
                    <span className="visually-hidden">
                      {' '}
                      {category.count === 1 ? 'post' : 'posts'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {recent.length > 0 && (
        <section className={styles.box} aria-labelledby="blog-recent">
          <h2 id="blog-recent" className={styles.heading}>
            Recent posts
          </h2>
          <ul className={styles.recent}>
            {recent.map((post) => (
              <li key={post.id}>
                <Media resource={post.coverImage} width={96} className={styles.thumb} />
                <div>
                  {post.publishedAt && (
                    <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
                  )}
                  <Link href={blogPath.post(post.slug)}>{post.title}</Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tags.length > 0 && (
        <section className={styles.box} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.heading}>
            Tags
          </h2>
          <ul className={`tag-list ${styles.tags}`}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link href={blogPath.tag(tag.slug)} aria-current={current(tag.slug === activeTag)}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {form && (
        <section className={`${styles.box} ${styles.newsletter}`} aria-labelledby="blog-news">
          <h2 id="blog-news" className={styles.heading}>
            Newsletter
          </h2>
          <p>One email a month: new guides, state deadlines and fee changes. No spam.</p>
          <SiteFormView form={form} layout="inline" />
        </section>
      )}
    </aside>
  )
}
