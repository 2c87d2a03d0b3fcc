import type { Tab } from 'payload'

import { notExported } from '../exportFlags'

/** The order's timeline, written only by the server (src/order/server/timeline.ts). */
export const timelineTab: Tab = {
  label: 'Timeline',
  description: 'The payment, each status change and each refund, with who and when.',
  fields: [
    {
      name: 'timeline',
      type: 'join',
      custom: notExported,
      collection: 'order-events',
      on: 'order',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      // Only the server writes the timeline.
      admin: {
        allowCreate: false,
        defaultColumns: ['createdAt', 'summary', 'status', 'by'],
      },
    },
  ],
}
