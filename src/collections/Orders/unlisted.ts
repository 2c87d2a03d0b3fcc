import type { Field } from 'payload'

import { mapNamedFields } from './mapFields'

/**
 * Fields staff never choose as a list column or filter: the responsible party's identity and the
 * secrets (admins read some on the order itself), and the server's own bookkeeping (keys, tokens,
 * digests, leases, amounts in cents), which mean nothing in a list. The export leaves the secrets
 * out separately (exportFlags.ts).
 */
export const UNLISTED = new Set([
  'hasSSN',
  'ssn',
  'ssnFirstName',
  'ssnLastName',
  'passwordHash',
  'checkoutId',
  'squareIdempotencyKey',
  'squareSourceId',
  'clientRecordDigest',
  'amountCents',
  'refundedCents',
  'stateFeeConfirmedCents',
  'refunds',
  'chargingUntil',
  'refundingUntil',
  'feeSettlingUntil',
  'linkNonce',
  'linkHash',
])

export const keepOutOfLists = (fields: Field[]): Field[] =>
  mapNamedFields(fields, (field) =>
    UNLISTED.has(field.name)
      ? ({
          ...field,
          admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
        } as Field)
      : field,
  )
