import { auditLog } from '../auditLog'
import { ORDER_STATUSES } from '../Orders/statuses'

/**
 * An order's timeline: each payment, status change and refund, with who made it and when. Only
 * the server writes it (src/order/server/timeline.ts); nobody edits or deletes a line.
 */
export const OrderEvents = auditLog({
  slug: 'order-events',
  labels: { singular: 'Order event', plural: 'Order timeline' },
  defaultColumns: ['createdAt', 'order', 'summary', 'by'],
  description: 'Every payment, status change and refund of every order, newest first.',
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
  ],
  byDescription: 'Empty when the customer or the server did it.',
})
