import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { SectionMenu } from '@/components/SectionMenu'
import { pageMetadata } from '@/utilities/metadata'
import { findPage, publishedPaths } from '@/content/pages'
import { HOME_SLUG, slugFromSegments } from '@/utilities/paths'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages are rendered once (at build when a database is reachable, otherwise on first request)
// and then served from Next's cache until a change in the CMS revalidates their paths.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  const paths = await publishedPaths()
  return paths.map((path) => ({ slug: path === HOME_SLUG ? [] : [path] }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { isEnabled: draft } = await draftMode()
  const page = await findPage(slugFromSegments((await params).slug), draft)
  return page ? pageMetadata(page) : { title: 'Page not found' }
}

export default async function Page({ params }: Args) {
  const { isEnabled: draft } = await draftMode()
  const page = await findPage(slugFromSegments((await params).slug), draft)
  if (!page) notFound()
  return (
    <>
      {draft && <LivePreviewListener />}
      <SectionMenu entries={page.sectionMenu} />
      <RenderBlocks blocks={page.layout} pageTitle={page.title} />
    </>
  )
}
