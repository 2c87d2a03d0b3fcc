import type { Metadata } from 'next'

import { LivePreviewListener } from '@/components/LivePreviewListener'
import { PostDetails } from '@/components/PostDetails'
import { blogNewsletterForm } from '@/content/blogPage'
import { blogPath } from '@/utilities/blogPaths'
import { relatedPosts } from '@/content/posts'
import type { Post } from '@/payload-types'
import { getSiteGlobals } from '@/content/globals'
import { siteNameOf } from '@/utilities/siteSettings'
import { documentMetadata } from '@/utilities/metadata'

/** A post's title, description, canonical address and Open Graph article tags. */
export const postMetadata = (post: Post): Metadata =>
  documentMetadata({
    title: post.title,
    meta: { ...post.meta, image: post.meta?.image || post.coverImage },
    fallbackDescription: post.excerpt,
    path: blogPath.post(post.slug),
    document: { collection: 'posts', id: post.id },
    openGraph: { type: 'article', publishedTime: post.publishedAt },
  })

/** The post with everything around it; shared with /blog-details. */
export async function PostPage({ post, draft = false }: { post: Post; draft?: boolean }) {
  const [related, newsletter, { settings }] = await Promise.all([
    relatedPosts(post),
    blogNewsletterForm(),
    getSiteGlobals(),
  ])
  return (
    <>
      {draft && <LivePreviewListener />}
      <PostDetails
        post={post}
        related={related}
        newsletter={newsletter}
        organization={siteNameOf(settings)}
      />
    </>
  )
}
