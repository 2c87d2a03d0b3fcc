import type { CollectionConfig, Where } from 'payload'

import { isAdmin, isStaff } from '@/access'

import { AGENT_MAIL_KINDS } from './kinds'

const readOnly = { readOnly: true } as const

/**
 * Legal papers and official mail our registered agent received for a company
 * (docs/registered-agent.md#documents-received). Staff record each with its scan; the customer is
 * emailed at once (service of process marked urgent) and downloads the scan from the order page.
 * The hooks that check and forward each one live with the service (src/order/server/agent).
 */
export const AgentMail: CollectionConfig = {
  slug: 'agent-mail',
  labels: { singular: 'Document received', plural: 'Documents received' },
  admin: {
    group: 'Orders',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'order', 'kind', 'receivedOn', 'forwardedAt'],
    description:
      'Service of process and official mail our registered agent received for a company. Record each with its scan: the customer is emailed at once. Filter "Forwarded at" is empty for those whose scan is not on the order page yet.',
  },
  defaultSort: '-receivedOn',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  timestamps: true,
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      // Not required by the database, so deleting an order keeps what was received (checked on
      // every save instead: src/order/server/agent/received.ts).
      index: true,
      validate: (value: unknown) => (value ? true : 'Choose the order it was received for.'),
      admin: { description: 'The order of the company it was received for.' },
    },
    { name: 'summary', type: 'text', admin: { ...readOnly, hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: AGENT_MAIL_KINDS.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'receivedOn',
          label: 'Received on',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'sender',
      label: 'From',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description:
          'Who sent or served it, e.g. "Superior Court of California" or "Delaware Division of Corporations".',
      },
    },
    {
      name: 'scan',
      type: 'upload',
      relationTo: 'order-documents',
      // "Choose from existing" offers files of no order yet or of this one, never a made document.
      filterOptions: ({ data }): Where => ({
        and: [
          { origin: { not_equals: 'generated' } },
          {
            or: [
              { order: { exists: false } },
              ...(data?.order ? [{ order: { equals: data.order } }] : []),
            ],
          },
        ],
      }),
      admin: {
        description:
          'The scan (PDF, PNG or JPEG). Without one, the customer is told it arrived and the scan follows; it stays in the queue until the scan is added.',
      },
    },
    {
      name: 'emailedAt',
      label: 'Customer emailed at',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'forwardedAt',
      label: 'Forwarded at',
      type: 'date',
      index: true,
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: 'When its scan was on the order page and the customer told.',
      },
    },
  ],
}
