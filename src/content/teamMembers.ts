import type { TeamMember } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

/** Team members in the order staff set (then by name), all of them or the first `limit`. */
export const teamMembers = (limit?: number | null): Promise<TeamMember[]> =>
  cachedQuery(['team-members', `${limit ?? 'all'}`], [listTag('team-members')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'team-members',
      sort: ['order', 'name'],
      depth: 1,
      limit: limit ?? 0,
      pagination: Boolean(limit),
      overrideAccess: false,
    })
    return docs
  })
