import type { Field } from 'payload'

import { isStaffField, isStaffUser } from '@/access'

/**
 * Who saved this version. Every version keeps it, so Versions and its comparison say who made
 * each change; visitors never read it. Set by the server, never by what a request sends.
 */
export const editedByField = (): Field => ({
  name: 'editedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Last edited by',
  maxDepth: 0,
  access: { read: isStaffField },
  admin: { position: 'sidebar', readOnly: true },
  hooks: {
    beforeChange: [
      ({ req, originalDoc }) =>
        isStaffUser(req.user) ? req.user!.id : (originalDoc?.editedBy ?? null),
    ],
  },
})
