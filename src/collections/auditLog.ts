import type { CollectionConfig, Field } from 'payload'

import { isStaff, nobody } from '@/access'

type AuditLogOptions = {
  slug: string
  labels: { singular: string; plural: string }
  /** The list's columns and its description for staff. */
  defaultColumns: string[]
  description: string
  /** What each line is about, before its summary and who made it. */
  fields: Field[]
  /** What an empty "by" means, when it can be empty for a reason staff should know. */
  byDescription?: string
}

/**
 * A server-written audit log: one line per event, with a summary and who made it, newest first.
 * Staff read it; nobody creates, edits or deletes a line through the admin or the API: only the
 * server's own code writes it, with overrideAccess.
 */
export const auditLog = ({
  slug,
  labels,
  defaultColumns,
  description,
  fields,
  byDescription,
}: AuditLogOptions): CollectionConfig => ({
  slug,
  labels,
  admin: { useAsTitle: 'summary', defaultColumns, group: 'Orders', description },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    ...fields,
    { name: 'summary', type: 'text', required: true },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
      ...(byDescription ? { admin: { description: byDescription } } : {}),
    },
  ],
  timestamps: true,
})
