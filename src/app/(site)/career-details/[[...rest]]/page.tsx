import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JobDetails } from '@/components/JobDetails'
import { newestOpenJob } from '@/content/jobs'
import { getSiteGlobals } from '@/content/globals'
import { siteNameOf } from '@/utilities/siteSettings'
import { documentMetadata } from '@/utilities/metadata'

type Args = { params: Promise<{ rest?: string[] }> }

/**
 * The original site's single job page: now the newest open role, with search engines pointed at
 * its own address. The optional segment lets it render on first request rather than at build
 * (which has no database), then serve from cache until a role changes.
 */
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

export async function generateMetadata(): Promise<Metadata> {
  const job = await newestOpenJob()
  if (!job) return { title: 'Careers' }
  return documentMetadata({
    title: job.title,
    meta: job.meta,
    fallbackDescription: job.summary,
    path: `/career/${job.slug}`,
    document: { collection: 'jobs', id: job.id },
  })
}

export default async function CareerDetailsPage({ params }: Args) {
  if ((await params).rest?.length) notFound()
  const job = await newestOpenJob()
  if (!job) notFound()
  const { settings } = await getSiteGlobals()
  return <JobDetails job={job} organization={siteNameOf(settings)} />
}
