import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blogPath } from '@/utilities/blogPaths'
import { blogIndex } from '@/content/posts'

import { BlogListingPage, listingMetadata, pageNumber } from '../../../listing'

type Args = { params: Promise<{ tag: string; page?: string[] }> }

// Rendered on first request and served from cache until a post changes.
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

async function resolve({ params }: Args) {
  const { tag: slug, page } = await params
  const tag = (await blogIndex()).tags.find((known) => known.slug === slug)
  if (!tag) notFound()
  return { tag, page: pageNumber(page, blogPath.tag(slug)) }
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { tag, page } = await resolve(args)
  return listingMetadata(`Posts tagged ${tag.label}`, blogPath.tag(tag.slug, page), page)
}

export default async function TagPage(args: Args) {
  const { tag, page } = await resolve(args)
  return (
    <BlogListingPage
      listing={{ filter: { kind: 'tag', slug: tag.slug }, page }}
      title={`Posts tagged ${tag.label}`}
    />
  )
}
