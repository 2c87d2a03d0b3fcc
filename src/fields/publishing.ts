import type { Field } from 'payload'

/**
 * A list column, not stored: "Scheduled for <date>" while a publish (or unpublish) is scheduled,
 * else the document's status, so a scheduled draft never reads as a plain draft in the list.
 */
export const publishingColumn = (): Field => ({
  name: 'publishing',
  type: 'ui',
  label: 'Status',
  admin: {
    components: { Cell: '@/components/admin/PublishingCell#PublishingCell' },
  },
})
