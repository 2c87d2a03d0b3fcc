/** An order's state fee as it stands: charged, confirmed, its balances and refunded differences. */
import type { Payload, PayloadRequest } from 'payload'

import type { Order, OrderBalance, StateFee } from '@/payload-types'

import {
  type FeeLedger,
  isFeeRefundKey,
  isOpenBalance,
  type BalanceStatus,
} from '../../feeSettlement'
import { type Designator, feeColumn } from '../../pricing'
import { refundRecords } from '../../staffActions'

export type FeeOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'stateFee'
  | 'stateFeeEstimated'
  | 'stateFeeConfirmedCents'
  | 'formationState'
  | 'designator'
  | 'refunds'
  | 'refundPending'
>

export const FEE_ORDER_SELECT = {
  status: true,
  stateFee: true,
  stateFeeEstimated: true,
  stateFeeConfirmedCents: true,
  formationState: true,
  designator: true,
  refunds: true,
  refundPending: true,
} as const

export type StoredBalance = Pick<
  OrderBalance,
  | 'id'
  | 'order'
  | 'status'
  | 'amountCents'
  | 'stateFeeCents'
  | 'sourceUrl'
  | 'sourceCheckedOn'
  | 'declinedAttempts'
  | 'squareIdempotencyKey'
  | 'squareSourceId'
  | 'chargingUntil'
  | 'createdAt'
  | 'paidAt'
  | 'receiptUrl'
  | 'waiveReason'
  | 'key'
  | 'attemptedAt'
>

export const BALANCE_SELECT = {
  order: true,
  status: true,
  amountCents: true,
  stateFeeCents: true,
  sourceUrl: true,
  sourceCheckedOn: true,
  declinedAttempts: true,
  squareIdempotencyKey: true,
  squareSourceId: true,
  chargingUntil: true,
  createdAt: true,
  paidAt: true,
  receiptUrl: true,
  waiveReason: true,
  key: true,
  attemptedAt: true,
} as const

export const findFeeOrder = (payload: Payload, id: number, req?: PayloadRequest) =>
  payload.db.findOne<FeeOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: FEE_ORDER_SELECT,
    ...(req ? { req } : {}),
  })

/** The order's balances, oldest first (the adapter directly: the card token is never read else). */
export async function balancesOf(
  payload: Payload,
  orderId: number,
  req?: PayloadRequest,
): Promise<StoredBalance[]> {
  const { docs } = await payload.db.find<StoredBalance>({
    collection: 'order-balances',
    where: { order: { equals: orderId } },
    select: BALANCE_SELECT,
    sort: 'createdAt',
    limit: 100,
    pagination: false,
    ...(req ? { req } : {}),
  })
  return docs
}

export const openBalanceOf = (balances: StoredBalance[]) =>
  balances.find((balance) => isOpenBalance(balance.status))

/** What has gone towards the state's fee (src/order/feeSettlement.ts), from the order's records. */
export function ledgerOf(order: FeeOrder, balances: StoredBalance[]): FeeLedger {
  const sumOf = (status: BalanceStatus) =>
    balances
      .filter((balance) => balance.status === status)
      .reduce((sum, balance) => sum + balance.amountCents, 0)
  return {
    chargedFee: order.stateFee,
    balancesPaidCents: sumOf('paid'),
    balancesWaivedCents: sumOf('waived'),
    differencesRefundedCents: refundRecords(order.refunds)
      .filter((row) => isFeeRefundKey(row.key))
      .reduce((sum, row) => sum + row.amountCents, 0),
  }
}

/**
 * How many balances ended (paid, waived or replaced) and differences refunded the order has seen:
 * the same confirmation of a later ledger is another refund or balance; an open balance is not
 * counted, so confirming its figure again keeps it.
 */
export const ledgerVersion = (order: FeeOrder, balances: StoredBalance[]): number =>
  balances.filter((balance) => !isOpenBalance(balance.status)).length +
  refundRecords(order.refunds).filter((row) => isFeeRefundKey(row.key)).length

/** Refunds staff made by hand (not differences of the fee), in cents. */
export const handRefundedCents = (order: FeeOrder): number =>
  refundRecords(order.refunds)
    .filter((row) => !isFeeRefundKey(row.key))
    .reduce((sum, row) => sum + row.amountCents, 0)

/** The state record's fee today for the order's state and entity type, and where it was read. */
export async function recordFeeOf(payload: Payload, order: FeeOrder) {
  const entity = feeColumn[order.designator as Designator]
  const record = entity
    ? await payload.db.findOne<StateFee>({
        collection: 'state-fees',
        where: { slug: { equals: order.formationState } },
      })
    : null
  const fee = entity && record ? record[entity] : null
  const source = entity && record ? record[`${entity}Facts`]?.feeSource : null
  return {
    feeCents: typeof fee === 'number' ? Math.round(fee * 100) : null,
    confidence: source?.confidence ?? null,
    url: source?.url ?? null,
    checkedOn: source?.checkedOn ?? null,
  }
}
