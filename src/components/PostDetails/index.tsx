import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { BlogSidebar } from '@/components/BlogSidebar'
import { JsonLd } from '@/components/JsonLd'
import { Media } from '@/components/Media'
import { PageTitle } from '@/components/PageTitle'
import { PostCard } from '@/components/PostCard'
import { Section } from '@/components/Section'
import { blogPath } from '@/utilities/blogPaths'
import type { PostCard as PostCardData } from '@/content/posts'
import type { Form, Post, TeamMember } from '@/payload-types'
import { longDate } from '@/utilities/dates'
import { serverUrl } from '@/utilities/serverUrl'

import { Comments } from './Comments'
import styles from './styles.module.css'
import { RichText, richTextPlain } from '@/components/RichText'

type Props = {
  post: Post
  related: PostCardData[]
  newsletter: Form | number | null
  organization: string
}

const WORDS_PER_MINUTE = 220

/** schema.org Article: headline, dates, author and image for search engines. */
function article(post: Post, author: TeamMember | null, text: string, organization: string) {
  const cover = typeof post.coverImage === 'object' ? post.coverImage : null
  return {
    '@type': 'Article',
    headline: post.title,
    description: post.meta?.description || post.excerpt,
    url: `${serverUrl()}${blogPath.post(post.slug)}`,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    ...(cover?.url ? { image: new URL(cover.url, serverUrl()).toString() } : {}),
    ...(author ? { author: { '@type': 'Person', name: author.name, jobTitle: author.role } } : {}),
    publisher: { '@type': 'Organization', name: organization, url: serverUrl() },
    wordCount: text.split(/\s+/).filter(Boolean).length,
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
  }
}

/** A post's page: the article, its author and comments, the blog's sidebar and posts to read next. */
export function PostDetails({ post, related, newsletter, organization }: Props) {
  const author = post.author && typeof post.author === 'object' ? post.author : null
  const category = typeof post.category === 'object' ? post.category : null
  const published = post.publishedAt ?? post.createdAt
  const text = richTextPlain(post.content)
  const minutes = Math.max(1, Math.round(text.split(/\s+/).length / WORDS_PER_MINUTE))
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle
          title={post.title}
          pageTitle={post.title}
          parent={{ label: 'Blog', href: '/blog' }}
        />
      </Section>
      <Section>
        <div className={`with-aside ${styles.layout}`}>
          <article className={styles.article}>
            <Media
              resource={post.coverImage}
              sizes="(max-width: 1000px) 100vw, 780px"
              className={styles.cover}
              priority
            />
            <p className={styles.meta}>
              {category && (
                <Link href={blogPath.category(category.slug)} className={`pill ${styles.badge}`}>
                  {category.title}
                </Link>
              )}
              <span>
                <Icon name="calendar-days" size={16} />
                <time dateTime={published}>{longDate(published)}</time>
              </span>
              <span>
                <Icon name="clock" size={16} />
                {minutes} min read
              </span>
            </p>
            <p className={styles.lead}>{post.excerpt}</p>
            <div className={`prose ${styles.body}`}>
              <RichText data={post.content} empty={<p>This post has no text yet.</p>} />
            </div>
            {post.tags?.length ? (
              <ul className={`tag-list ${styles.tags}`} aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link href={blogPath.tag(tag)}>{tag}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {author && (
              <section className={styles.author} aria-label="About the author">
                <Media resource={author.photo} width={72} className={styles.avatar} />
                <div>
                  <p className={styles.authorName}>
                    Written by {author.name}
                    <span>{author.role}</span>
                  </p>
                  {author.bio && <p>{author.bio}</p>}
                </div>
              </section>
            )}
            <Comments comments={post.comments ?? []} />
          </article>
          <BlogSidebar form={newsletter} />
        </div>
      </Section>
      {related.length > 0 && (
        <Section background="tinted">
          <h2 className={styles.relatedHeading}>Keep reading</h2>
          <ul className={`card-list ${styles.related}`}>
            {related.map((card) => (
              <li key={card.id}>
                <PostCard post={card} sizes="(max-width: 700px) 100vw, 400px" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <JsonLd data={article(post, author, text, organization)} />
    </>
  )
}
