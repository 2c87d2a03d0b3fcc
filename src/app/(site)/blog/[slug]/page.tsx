import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findPost } from '@/content/posts'

import { PostPage, postMetadata } from '../post'
import { isStaffPreview } from '@/content/staffPreview'

type Args = { params: Promise<{ slug: string }> }

// Rendered on first request (the build reads no database) and served from cache; a change to the
// post expires its tag (src/content).
export const dynamicParams = true
export const revalidate = false

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const draft = await isStaffPreview()
  const post = await findPost((await params).slug, draft)
  return post ? postMetadata(post) : { title: 'Page not found' }
}

export default async function BlogPostPage({ params }: Args) {
  const draft = await isStaffPreview()
  const post = await findPost((await params).slug, draft)
  if (!post) notFound()
  return <PostPage post={post} draft={draft} />
}
