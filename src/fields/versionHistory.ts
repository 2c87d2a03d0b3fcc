import type { Field } from 'payload'

/**
 * Not stored: the sidebar's "Recent versions", each with when, who and its status, linking to
 * the version. Payload's own version list has fixed columns and cannot say who made a version.
 */
export const versionHistoryField = (): Field => ({
  name: 'versionHistory',
  type: 'ui',
  label: 'Recent versions',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '@/components/admin/VersionHistory#VersionHistory' },
  },
})
