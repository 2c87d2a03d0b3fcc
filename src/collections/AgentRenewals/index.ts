import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

import { chargeAttemptFields, chargeOutcomeFields } from '../chargeFields'
import { notExported } from '../Orders/exportFlags'
import { RENEWAL_STATUSES } from './statuses'

const readOnly = { readOnly: true } as const

/**
 * One year of our registered agent after the free one (docs/registered-agent.md#renewing): one
 * row per service and period, stored before any charge, charged at most once by the same path as
 * a state-fee balance (src/order/server/cardCharges). Written only by the server.
 */
export const AgentRenewals: CollectionConfig = {
  slug: 'agent-renewals',
  labels: { singular: 'Registered agent renewal', plural: 'Registered agent renewals' },
  admin: {
    group: 'Orders',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'status', 'periodStart', 'amountCents', 'paidAt'],
    description:
      'Each year of our registered agent after the free one, paid by the customer on the order page.',
  },
  defaultSort: '-periodStart',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'agent-services',
      index: true,
      admin: readOnly,
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: readOnly },
    { name: 'summary', type: 'text', required: true, admin: readOnly },
    {
      // One renewal per service and period, however often the customer pays or two pay at once.
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { ...readOnly, hidden: true },
      custom: notExported,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'due',
      index: true,
      options: RENEWAL_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: readOnly,
    },
    {
      name: 'periodStart',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The first day of the year renewed.' },
    },
    {
      name: 'periodEnd',
      type: 'date',
      required: true,
      admin: { ...readOnly, description: 'The day after its last day: the next renewal’s start.' },
    },
    {
      name: 'amountCents',
      label: 'Price (cents)',
      type: 'number',
      required: true,
      admin: readOnly,
    },
    ...chargeOutcomeFields(),
    { name: 'paidAt', type: 'date', index: true, admin: readOnly },
    // Stopped at once in a paid year: its whole months left go back (docs/registered-agent.md#stopping).
    {
      name: 'refundDueCents',
      label: 'To refund (cents)',
      type: 'number',
      admin: { ...readOnly, description: 'Its whole months left, when stopped at once.' },
    },
    { name: 'refundedCents', type: 'number', admin: readOnly },
    { name: 'squareRefundId', label: 'Square refund ID', type: 'text', admin: readOnly },
    { name: 'refundedAt', type: 'date', admin: readOnly },
    { name: 'refundingUntil', type: 'date', hidden: true, custom: notExported },
    ...chargeAttemptFields(),
  ],
}
