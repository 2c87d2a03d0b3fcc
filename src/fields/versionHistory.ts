import type { Field } from 'payload'

/**
 * Not stored: the sidebar's "Recent versions", each with when, who and its status, linking to
 * the version; the Versions tab lists them all the same way (`editorialComponents`).
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
