import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isStaff, nobody } from '@/access'

import { ENTITY_KEYS, ENTITY_LABELS } from '../StateFees/vocabulary'
import { FILING_DETAIL_STATUSES, FILING_SECTION_FIELDS } from './statuses'

/**
 * What the state's form asks of one order, as its customer fills it in on the order page
 * (docs/filing-details.md). One record per order; every save is kept as a version, so nothing
 * typed is ever lost, and an admin's correction is a version too. Only the server creates it; the
 * SSN is never here (it stays encrypted on the order).
 */
export const FilingDetails: CollectionConfig = {
  slug: 'filing-details',
  labels: { singular: 'Filing details', plural: 'Filing details' },
  admin: {
    group: 'Orders',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'submittedAt', 'updatedAt'],
    description:
      "What each order's state form asks, as the customer filled it in. Read them in the order's Filing details tab; admins may correct a value here (each save is a version).",
  },
  defaultSort: '-updatedAt',
  access: { read: isStaff, create: nobody, update: isAdmin, delete: nobody },
  versions: { maxPerDoc: 0 },
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'title',
      type: 'text',
      admin: { readOnly: true, description: 'The company and order number.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'entity',
          type: 'select',
          required: true,
          options: ENTITY_KEYS.map((value) => ({ value, label: ENTITY_LABELS[value] })),
          admin: { readOnly: true, width: '30%' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'waiting',
          index: true,
          options: [...FILING_DETAIL_STATUSES],
          admin: { readOnly: true, width: '40%' },
        },
        { name: 'submittedAt', type: 'date', admin: { readOnly: true, width: '30%' } },
      ],
    },
    {
      name: 'changeRequest',
      label: 'Changes requested',
      type: 'group',
      admin: {
        readOnly: true,
        description:
          'Set by "Request changes" on the order; cleared when the customer submits again.',
      },
      fields: [
        { name: 'message', type: 'textarea' },
        {
          name: 'sections',
          type: 'select',
          hasMany: true,
          dbName: 'fd_change_sections',
          enumName: 'enum_fd_change_sections',
          options: FILING_SECTION_FIELDS.map(({ name, label }) => ({ value: name, label })),
        },
        { name: 'requestedAt', type: 'date' },
      ],
    },
    ...FILING_SECTION_FIELDS.map(({ name, label }) => ({
      name,
      label,
      type: 'json' as const,
      // The responsible party's name, as the order's SSN fields it goes with: admins only.
      ...(name === 'ein' ? { access: { read: isAdminField, update: isAdminField } } : {}),
    })),
    {
      name: 'confirmed',
      label: 'Sections the customer saved',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'A section we filled in counts only once the customer has saved it.',
      },
    },
    {
      name: 'reminded',
      type: 'number',
      defaultValue: 0,
      admin: {
        readOnly: true,
        description: 'Reminder emails sent while the details were unfinished.',
      },
    },
  ],
  timestamps: true,
}
