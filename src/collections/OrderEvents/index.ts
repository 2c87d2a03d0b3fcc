import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { ORDER_STATUSES } from '../Orders/statuses'

/**
 * An order's timeline: each payment, status change and refund, with who made it and when. Only
 * the server writes it (src/order/server/timeline.ts); nobody edits or deletes a line.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  labels: { singular: 'Order event', plural: 'Order timeline' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'order', 'summary', 'by'],
    group: 'Orders',
    description: 'Every payment, status change and refund of every order, newest first.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: the timeline outlives an order an admin deletes (the link is then empty).
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ORDER_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'The status of the order after this event.' },
    },
    { name: 'summary', type: 'text', required: true },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty when the customer or the server did it.' },
    },
  ],
  timestamps: true,
}
