import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { SectionMenu } from '@/components/SectionMenu'
import { pageMetadata } from '@/utilities/metadata'
import { findPage } from '@/content/pages'
import { slugFromSegments } from '@/utilities/paths'
import { isStaffPreview } from '@/content/staffPreview'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages are rendered on their first request (the build reads no database) and then served from
// Next's cache until a change in the CMS revalidates their paths.
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const draft = await isStaffPreview()
  const page = await findPage(slugFromSegments((await params).slug), draft)
  return page ? pageMetadata(page) : { title: 'Page not found' }
}

export default async function Page({ params }: Args) {
  const draft = await isStaffPreview()
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
