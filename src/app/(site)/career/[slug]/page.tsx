import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JobDetails } from '@/components/JobDetails'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { findJob } from '@/content/jobs'
import { getSiteGlobals } from '@/content/globals'
import { siteNameOf } from '@/utilities/siteSettings'
import { documentMetadata } from '@/utilities/metadata'
import { isStaffPreview } from '@/content/staffPreview'

type Args = { params: Promise<{ slug: string }> }

// Rendered on first request (the build reads no database) and served from cache; a change to the
// role expires its tag (src/content/jobs.ts).
export const dynamicParams = true
export const revalidate = false

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const draft = await isStaffPreview()
  const job = await findJob((await params).slug, draft)
  if (!job) return { title: 'Page not found' }
  return {
    ...documentMetadata({
      title: job.title,
      meta: job.meta,
      fallbackDescription: job.summary,
      path: `/career/${job.slug}`,
      document: { collection: 'jobs', id: job.id },
    }),
    ...(job.open ? {} : { robots: { index: false } }),
  }
}

export default async function JobPage({ params }: Args) {
  const draft = await isStaffPreview()
  const { slug } = await params
  const job = await findJob(slug, draft)
  if (!job) notFound()
  const { settings } = await getSiteGlobals()
  return (
    <>
      {draft && <LivePreviewListener />}
      <JobDetails job={job} organization={siteNameOf(settings)} />
    </>
  )
}
