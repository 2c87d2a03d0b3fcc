/** The state fee of one order as staff see it beside the order actions. */
import type { Payload } from 'payload'

import type { FeeLedger } from '../../feeSettlement'
import { balancesOf, findFeeOrder, ledgerOf, openBalanceOf, recordFeeOf } from './ledger'

export type StateFeeFacts = {
  chargedCents: number
  estimated: boolean
  confirmedCents: number | null
  /** What has gone towards it so far: charged, balances paid or waived, differences refunded. */
  ledger: FeeLedger
  /** The state record's fee today, its confidence and where it was read. */
  record: { feeCents: number | null; confidence: string | null; url: string | null }
  open: { amountCents: number; stateFeeCents: number; status: string } | null
}

export async function stateFeeFacts(
  payload: Payload,
  orderId: number,
): Promise<StateFeeFacts | null> {
  const order = await findFeeOrder(payload, orderId)
  if (!order) return null
  const [balances, record] = await Promise.all([
    balancesOf(payload, orderId),
    recordFeeOf(payload, order),
  ])
  const open = openBalanceOf(balances)
  return {
    chargedCents: Math.round(order.stateFee * 100),
    estimated: Boolean(order.stateFeeEstimated),
    confirmedCents: order.stateFeeConfirmedCents ?? null,
    ledger: ledgerOf(order, balances),
    record: { feeCents: record.feeCents, confidence: record.confidence, url: record.url },
    open: open
      ? { amountCents: open.amountCents, stateFeeCents: open.stateFeeCents, status: open.status }
      : null,
  }
}
