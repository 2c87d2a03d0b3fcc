import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

import { chargeAttemptFields, chargeOutcomeFields } from '../chargeFields'
import { notExported } from '../Orders/exportFlags'
import { BALANCE_STATUSES } from './statuses'

const readOnly = { readOnly: true } as const

/**
 * A state-fee balance: what a customer owes when the state's fee turns out higher than the one
 * their order was charged (docs/orders-and-payments.md#the-state-fee-confirmed). Each is its own
 * checkout, paid on the order page: stored before any charge, charged at most once whatever is
 * repeated or raced, settled with Square when its outcome is unknown. Written only by the server.
 */
export const OrderBalances: CollectionConfig = {
  slug: 'order-balances',
  labels: { singular: 'State fee balance', plural: 'State fee balances' },
  admin: {
    group: 'Orders',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'order', 'status', 'amountCents', 'createdAt'],
    description:
      "Balances customers owe because the state's fee is higher than the one charged. An order with an open balance cannot be filed until it is paid or an admin waives it (Order actions).",
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: deleting an order leaves its balances without one, and nobody can pay them.
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: readOnly },
    { name: 'summary', type: 'text', required: true, admin: readOnly },
    {
      // One balance per confirmation of one ledger: two staff confirming at once make one.
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
      options: BALANCE_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: readOnly,
    },
    {
      name: 'amountCents',
      label: 'Balance (cents)',
      type: 'number',
      required: true,
      admin: readOnly,
    },
    {
      name: 'stateFeeCents',
      label: "The state's fee (cents)",
      type: 'number',
      required: true,
      admin: readOnly,
    },
    { name: 'sourceUrl', label: 'Where the fee was read', type: 'text', admin: readOnly },
    { name: 'sourceCheckedOn', label: 'Checked on', type: 'text', admin: readOnly },
    ...chargeOutcomeFields(),
    { name: 'paidAt', type: 'date', admin: readOnly },
    { name: 'remindedAt', type: 'date', admin: readOnly },
    // A paid balance goes back with its order's full refund (src/order/server/balances/refundPaid.ts).
    { name: 'squareRefundId', label: 'Square refund ID', type: 'text', admin: readOnly },
    { name: 'refundedAt', type: 'date', admin: readOnly },
    { name: 'refundingUntil', type: 'date', hidden: true, custom: notExported },
    { name: 'waivedBy', type: 'relationship', relationTo: 'users', admin: readOnly },
    { name: 'waiveReason', type: 'text', admin: readOnly },
    ...chargeAttemptFields(),
  ],
  timestamps: true,
}
