import type { Metadata } from 'next'

import { blogPath } from '@/utilities/blogPaths'

import { BlogListingPage, listingMetadata, pageNumber } from '../../listing'

type Args = { params: Promise<{ page: string }> }

// Rendered on first request and served from cache until a post changes (src/content/posts.ts).
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

const numberOf = async ({ params }: Args) =>
  pageNumber(['page', (await params).page], blogPath.list())

export async function generateMetadata(args: Args): Promise<Metadata> {
  const page = await numberOf(args)
  return listingMetadata('Blog', blogPath.list(page), page)
}

export default async function BlogListPage(args: Args) {
  const page = await numberOf(args)
  return (
    <BlogListingPage listing={{ filter: { kind: 'all' }, page }} title={`Blog, page ${page}`} />
  )
}
