import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { findPublishedPage, publishedSlugs } from '@/utilities/pages'
import { HOME_SLUG, slugFromSegments } from '@/utilities/paths'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages are rendered once (at build when a database is reachable, otherwise on first request)
// and then served from Next's cache until a change in the CMS revalidates them.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  const slugs = await publishedSlugs()
  return slugs.map((slug) => ({ slug: slug === HOME_SLUG ? [] : slug.split('/') }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const page = await findPublishedPage(slugFromSegments((await params).slug))
  return page ? { title: page.title } : {}
}

export default async function Page({ params }: Args) {
  const page = await findPublishedPage(slugFromSegments((await params).slug))
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} />
}
