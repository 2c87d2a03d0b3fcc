import type { Field } from 'payload'

import { noOneField } from '@/access'

import { mapNamedFields } from './mapFields'

/**
 * What the payment endpoints own: the price, the payment's state and Square's references. No one
 * edits them through the admin or the API, so a form saved from a stale screen can never move a
 * paid order back to unpaid or point it at another attempt; the order's details stay editable.
 */
export const SERVER_OWNED = new Set([
  'status',
  'total',
  'stateFee',
  'hasPaid',
  'passwordHash',
  'checkoutId',
  'amountCents',
  'squarePaymentId',
  'receiptUrl',
  'declineCode',
  'declinedAttempts',
  'squareIdempotencyKey',
  'paidAt',
  'clientRecordAt',
  'chargingUntil',
  'squareSourceId',
  'clientRecordDigest',
  'confirmationQueuedAt',
  'stateFeeEstimated',
  'agentRenewalPrice',
  'stateFeeConfirmedCents',
  'stateFeeConfirmedAt',
  'stateFeeSourceUrl',
  'refundedCents',
  'refunds',
  'refundPending',
  'refundingUntil',
  'feeSettlingUntil',
  'linkIssuedAt',
  'linkRevokedAt',
  'linkNonce',
  'linkHash',
  'reminders',
  'remindersChangedAt',
])

/**
 * The server-owned fields, read-only in the admin and closed to updates through the API, wherever
 * they sit in tabs and rows.
 */
export const lockServerOwned = (fields: Field[]): Field[] =>
  mapNamedFields(fields, (field) =>
    SERVER_OWNED.has(field.name)
      ? ({
          ...field,
          access: { ...field.access, update: noOneField },
          admin: { ...field.admin, readOnly: true },
        } as Field)
      : field,
  )
