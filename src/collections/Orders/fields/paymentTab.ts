import type { Tab } from 'payload'

import { noOneField } from '@/access'

import { notExported } from '../exportFlags'
import { readOnly } from './helpers'

/** The payment as the server records it: Square's references, leases and refunds. Read-only here. */
export const paymentTab: Tab = {
  label: 'Payment',
  fields: [
    // The checkout's key, generated when the wizard started: the customer's secret (it stores the
    // client record), so hidden from every staff answer, as the link's hash is (docs/security.md).
    {
      name: 'checkoutId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hidden: true,
      // No one reads it through the API either: GraphQL then types it as nullable, and answers null.
      access: { read: noOneField },
      custom: notExported,
    },
    {
      name: 'amountCents',
      label: 'Charged (cents)',
      type: 'number',
      admin: { ...readOnly, description: 'The amount charged, in cents.' },
    },
    { name: 'squarePaymentId', label: 'Square payment ID', type: 'text', admin: readOnly },
    {
      name: 'receiptUrl',
      label: "Square's receipt",
      type: 'text',
      admin: {
        ...readOnly,
        components: { Field: '@/order/admin/ReceiptLink#ReceiptLink' },
      },
    },
    {
      name: 'declineCode',
      type: 'text',
      admin: {
        ...readOnly,
        description: "Square's error code of the last failed or unanswered attempt.",
      },
    },
    {
      name: 'declinedAttempts',
      type: 'number',
      defaultValue: 0,
      admin: {
        ...readOnly,
        description:
          'Cards declined for this checkout; past ORDER_DECLINES_PER_CHECKOUT it takes no more.',
      },
    },
    {
      name: 'squareIdempotencyKey',
      type: 'text',
      custom: notExported,
      admin: {
        ...readOnly,
        description: 'Square idempotency key of the last charge attempt.',
      },
    },
    {
      name: 'paidAt',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'clientRecordAt',
      type: 'date',
      admin: {
        ...readOnly,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the client record arrived.',
      },
    },
    {
      name: 'confirmationQueuedAt',
      type: 'date',
      admin: {
        ...readOnly,
        date: { pickerAppearance: 'dayAndTime' },
        description: "When the customer's order confirmation email was queued.",
      },
    },
    // While set and in the future, one charge attempt owns the order (see src/order/server/pay.ts).
    { name: 'chargingUntil', type: 'date', hidden: true, custom: notExported },
    // The last attempt's card token: replayed with its idempotency key to settle an unknown outcome.
    { name: 'squareSourceId', type: 'text', hidden: true, custom: notExported },
    // HMAC of the first client record: a repeat must match it (a paid record is written once).
    { name: 'clientRecordDigest', type: 'text', hidden: true, custom: notExported },
    {
      name: 'refundedCents',
      label: 'Refunded (cents)',
      type: 'number',
      defaultValue: 0,
      admin: { ...readOnly, description: 'The total refunded through Square, in cents.' },
    },
    {
      // One JSON column: written in the same conditional update as the amount refunded.
      name: 'refunds',
      type: 'json',
      custom: notExported,
      admin: {
        ...readOnly,
        condition: (data) => Array.isArray(data?.refunds) && data.refunds.length > 0,
        description:
          'Refunds made through Square, oldest first: Square refund id, amount in cents, reason, who and when.',
      },
    },
    {
      // A refund whose outcome was never recorded: settled with Square before any other.
      name: 'refundPending',
      label: 'Unconfirmed refund',
      type: 'json',
      custom: notExported,
      admin: {
        ...readOnly,
        condition: (data) => Boolean(data?.refundPending),
        description:
          'A refund Square has not confirmed yet. The next refund asks Square about it first, so it is never made twice.',
      },
    },
    // While set and in the future, one refund request owns the order (src/order/server/refund.ts).
    { name: 'refundingUntil', type: 'date', hidden: true, custom: notExported },
    // While set and in the future, one confirmation of the state fee owns the order
    // (src/order/server/balances/confirm.ts).
    { name: 'feeSettlingUntil', type: 'date', hidden: true, custom: notExported },
  ],
}
