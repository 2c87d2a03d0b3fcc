import type { Field } from 'payload'

import { noOneField } from '@/access'

import { notExported } from './Orders/exportFlags'

const readOnly = { readOnly: true } as const

/** What staff see of a card charge after the checkout (src/order/server/cardCharges). */
export const chargeOutcomeFields = (): Field[] => [
  { name: 'squarePaymentId', label: 'Square payment ID', type: 'text', admin: readOnly },
  { name: 'receiptUrl', label: "Square's receipt", type: 'text', admin: readOnly },
  { name: 'declineCode', type: 'text', admin: readOnly },
  { name: 'declinedAttempts', type: 'number', defaultValue: 0, admin: readOnly },
]

/** A value of Square's the server alone reads: hidden, never read through the API, never exported. */
export const squareSecretField = (name: string): Field => ({
  name,
  type: 'text',
  hidden: true,
  access: { read: noOneField },
  custom: notExported,
})

/** The charge attempt, as on an order: hidden, never read through the API, never exported. */
export const chargeAttemptFields = (): Field[] => [
  squareSecretField('squareIdempotencyKey'),
  squareSecretField('squareSourceId'),
  // The Square customer a saved card belongs to: sent with a card-on-file charge and its replays.
  squareSecretField('squareCustomerId'),
  { name: 'chargingUntil', type: 'date', hidden: true, custom: notExported },
  // When the last attempt was taken: a payment Square made for it is looked up from then.
  { name: 'attemptedAt', type: 'date', hidden: true, custom: notExported },
]
