import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { newestPost } from '@/content/posts'

import { PostPage, postMetadata } from '../../blog/post'

type Args = { params: Promise<{ rest?: string[] }> }

/**
 * The original site's single post page: now the newest post, with search engines pointed at its
 * own address. The optional segment lets it render on first request rather than at build (which
 * has no database), then serve from cache until a post changes.
 */
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

export async function generateMetadata(): Promise<Metadata> {
  const post = await newestPost()
  return post ? postMetadata(post) : { title: 'Blog' }
}

export default async function BlogDetailsPage({ params }: Args) {
  if ((await params).rest?.length) notFound()
  const post = await newestPost()
  if (!post) notFound()
  return <PostPage post={post} />
}
