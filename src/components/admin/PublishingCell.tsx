import type { DefaultServerCellComponentProps } from 'payload'

import { businessDateTime } from '@/utilities/dates'

type ScheduleInput = { type?: 'publish' | 'unpublish' }

/** The list's status column: the next scheduled publish or unpublish, else the status. */
export async function PublishingCell({
  rowData,
  collectionSlug,
  payload,
}: DefaultServerCellComponentProps) {
  // Payload also renders cells where no row exists yet (as a column's sample).
  if (rowData?.id === undefined) return null
  // The same question Payload's schedule dialog asks of the jobs queue.
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    depth: 0,
    limit: 1,
    sort: 'waitUntil',
    overrideAccess: true,
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { 'input.doc.value': { equals: String(rowData.id) } },
        { 'input.doc.relationTo': { equals: collectionSlug } },
      ],
    },
  })
  const next = docs[0]
  if (next?.waitUntil) {
    const unpublish = (next.input as ScheduleInput | undefined)?.type === 'unpublish'
    return (
      <span>{`${unpublish ? 'Unpublishing on' : 'Scheduled for'} ${businessDateTime(next.waitUntil)}`}</span>
    )
  }
  return <span>{rowData._status === 'published' ? 'Published' : 'Draft'}</span>
}
