import type { Job } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { findBySlug } from './published'
import { getPayloadClient } from '@/utilities/payload'

/** What a card on /career shows: no description, no form. */
export type JobCard = Pick<
  Job,
  'id' | 'title' | 'slug' | 'category' | 'timeType' | 'location' | 'salary' | 'summary'
>

const CARD_FIELDS = {
  title: true,
  slug: true,
  category: true,
  timeType: true,
  location: true,
  salary: true,
  summary: true,
} as const

/** Open, published roles, newest first, as the careers list shows them. */
export const openJobs = (): Promise<JobCard[]> =>
  cachedQuery(['jobs', 'open'], [listTag('jobs')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { open: { equals: true } },
      sort: '-publishedAt',
      pagination: false,
      select: CARD_FIELDS,
      overrideAccess: false,
    })
    return docs as JobCard[]
  })

export const findJob = (slug: string, draft = false) => findBySlug('jobs', slug, draft)

/** The newest open role, which /career-details shows. */
export const newestOpenJob = async (): Promise<Job | null> => {
  const [first] = await openJobs()
  return first ? findJob(first.slug) : null
}
