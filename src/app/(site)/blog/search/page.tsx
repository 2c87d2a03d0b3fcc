import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { resultPageParam, searchQuery } from '@/utilities/searchQuery'

import { BlogListingPage } from '../listing'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Results depend on the visitor's words, so this list alone is rendered per request.
export const metadata: Metadata = {
  title: 'Search the blog',
  robots: { index: false, follow: true },
}

export default async function BlogSearchPage({ searchParams }: Args) {
  const params = await searchParams
  const query = searchQuery(params.q)
  if (!query) redirect('/blog')
  const page = resultPageParam(params.page, 9999)
  return (
    <BlogListingPage
      listing={{ filter: { kind: 'search', query }, page }}
      title={`Search: ${query}`}
    />
  )
}
