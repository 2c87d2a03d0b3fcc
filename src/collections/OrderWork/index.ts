import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

import { WORK_ITEMS, WORK_LABELS, WORK_STATUSES } from './items'

/**
 * The work items of orders (docs/documents.md#deliverables): who does each piece of work an order
 * paid for (the EIN, the Business License research) and when it was done, with the file staff
 * attach. Written through the order's actions (POST /api/orders/:id/work), which check the order
 * bought it and write its timeline line; read by staff.
 */
export const OrderWork: CollectionConfig = {
  slug: 'order-work',
  labels: { singular: 'Work item', plural: 'Work items' },
  admin: {
    group: 'Orders',
    defaultColumns: ['order', 'item', 'status', 'assignedTo', 'doneAt'],
    description:
      'The work orders paid for and who does it. Assign and mark done from the order’s actions.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  // One row per order and item however often staff click at once.
  indexes: [{ fields: ['order', 'item'], unique: true }],
  timestamps: true,
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'item',
      type: 'select',
      required: true,
      options: WORK_ITEMS.map((value) => ({ value, label: WORK_LABELS[value] })),
    },
    { name: 'status', type: 'select', required: true, options: [...WORK_STATUSES] },
    { name: 'assignedTo', type: 'relationship', relationTo: 'users' },
    { name: 'doneAt', type: 'date' },
    { name: 'doneBy', type: 'relationship', relationTo: 'users' },
    {
      name: 'document',
      type: 'relationship',
      relationTo: 'order-documents',
      admin: {
        description: 'The file staff attached when it was done (the IRS letter, findings).',
      },
    },
  ],
}
