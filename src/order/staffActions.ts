/**
 * What staff send to move an order along or refund it, validated the same way by the admin's
 * order actions and by the status and refund endpoints. No server-only imports.
 */
import * as z from 'zod/mini'

import { ORDER_STATUSES, STAFF_TARGETS } from './status'

import { WORK_ITEMS } from '@/collections/OrderWork/items'
import { MAX_ROW_ID } from '@/utilities/rowId'
import { isSingleLine } from '@/utilities/text'

const line = (max: number) =>
  z
    .string({ error: 'Expected text' })
    .check(
      z.trim(),
      z.maxLength(max, `At most ${max} characters`),
      z.refine(isSingleLine, 'Must not contain control characters'),
    )

/** The day the state accepted the filing, as YYYY-MM-DD, not in the future. */
const filingDay = z.string({ error: 'Expected a date, as 2026-11-20' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date, as 2026-11-20'),
  z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Not a calendar date'),
  // A day ahead of UTC still allows "today" anywhere in the US.
  z.refine(
    (day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + 86_400_000,
    'The filing date cannot be in the future',
  ),
)

/** A state's fee in cents: whole, and within what any state asks. */
const stateFeeCents = z
  .int({ error: 'Expected the fee in cents, a whole number' })
  .check(
    z.minimum(0, 'The fee cannot be negative'),
    z.maximum(1_000_000, 'At most $10,000: check the amount'),
  )

export const confirmFeeSchema = z.object({
  stateFeeCents,
  /** Where staff read it, when not the state record's address. */
  sourceUrl: z.optional(
    z
      .string({ error: 'Expected an address' })
      .check(
        z.trim(),
        z.maxLength(500, 'At most 500 characters'),
        z.regex(/^https?:\/\/\S+$/, 'Expected the full address, https://…'),
      ),
  ),
})
export type ConfirmFeeRequest = z.infer<typeof confirmFeeSchema>

export const waiveBalanceSchema = z.object({
  reason: line(300).check(z.minLength(1, 'Say why the balance is waived')),
})

const STATUS_VALUES = ORDER_STATUSES.map(({ value }) => value)

export const moveOrderSchema = z.object({
  status: z.enum(STAFF_TARGETS, { error: `Expected one of ${STAFF_TARGETS.join(', ')}` }),
  /**
   * The status the staff member saw when choosing the move: if the order has moved since, the
   * move is refused rather than applied to an order they did not see. The admin always sends it.
   */
  from: z.optional(z.enum(STATUS_VALUES, { error: 'Expected an order status' })),
  filedAt: z.optional(filingDay),
  stateConfirmationNumber: z.optional(line(100)),
  einNumber: z.optional(
    z
      .string({ error: 'Expected text' })
      .check(z.trim(), z.regex(/^\d{2}-?\d{7}$/, 'Expected an EIN of 9 digits, as 12-3456789')),
  ),
  /** Why, for the timeline; required to cancel. */
  note: z.optional(line(500)),
  /**
   * Filing: the state's fee actually paid, in cents, which confirms the order's fee first
   * (src/order/server/balances/confirm.ts). Required when the order was charged an estimate.
   */
  stateFeePaidCents: z.optional(stateFeeCents),
})

export type MoveOrderRequest = z.infer<typeof moveOrderSchema>

export const refundSchema = z.object({
  /** Cents, at most what is left of the charge. */
  amountCents: z
    .int({ error: 'Expected an amount in cents, a whole number' })
    .check(z.positive('The amount must be more than $0')),
  // Square keeps at most 192 characters of a reason.
  reason: line(192).check(z.minLength(1, 'Give a reason for the refund')),
  /** One key per refund the admin asks for: a repeated click sends the same key. */
  key: z
    .string({ error: 'Expected the refund key' })
    .check(
      z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Expected the refund key: 8 to 64 letters, digits or -'),
    ),
})

export type RefundRequestBody = z.infer<typeof refundSchema>

/** "12.5" or "12.50" dollars as 1250 cents; null when it is not an amount. */
export function centsFromDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A refund made through Square, as the order's `refunds` list keeps it. */
export type RefundRecord = {
  refundId: string
  amountCents: number
  squareStatus: string
  reason: string
  refundedAt: string
  /** The admin who asked for it. */
  refundedBy: number | null
  /** The admin's request key: the same click again is answered, never refunded again. */
  key: string
}

/** The order's `refunds` value as records (it is a JSON column). */
export const refundRecords = (value: unknown): RefundRecord[] =>
  Array.isArray(value)
    ? value.filter(
        (row): row is RefundRecord =>
          typeof row === 'object' &&
          row !== null &&
          typeof row.refundId === 'string' &&
          Number.isInteger(row.amountCents),
      )
    : []

/** POST /api/orders/:id/link: what staff do with the customer's order page link. */
export const LINK_ACTIONS = ['reissue', 'revoke'] as const
export const linkActionSchema = z.object({
  action: z.enum(LINK_ACTIONS, { error: `Expected one of ${LINK_ACTIONS.join(', ')}` }),
})
export type LinkActionRequest = z.infer<typeof linkActionSchema>

/** What staff do with a work item (docs/documents.md#deliverables). */
export const workActionSchema = z.strictObject({
  item: z.enum(WORK_ITEMS, { error: `Expected one of ${WORK_ITEMS.join(', ')}` }),
  action: z.enum(['assign', 'done', 'reopen'], { error: 'Expected assign, done or reopen' }),
  /** A file staff attached to the order, kept with the item when it is done. */
  document: z.optional(
    z
      .int({ error: 'Expected the id of one of the order’s documents' })
      .check(
        z.positive(),
        z.maximum(MAX_ROW_ID, 'Expected the id of one of the order’s documents'),
      ),
  ),
})

export type WorkActionRequest = z.infer<typeof workActionSchema>
