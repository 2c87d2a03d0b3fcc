/** The state fee of one order as staff see it beside the order actions. */
import type { Payload } from 'payload'

import type { StateFee } from '@/payload-types'

import type { FeeLedger } from '../../feeSettlement'
import { type Designator, feeColumn } from '../../pricing'
import { balancesOf, findFeeOrder, ledgerOf, openBalanceOf } from './ledger'

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
  const entity = feeColumn[order.designator as Designator]
  const [balances, record] = await Promise.all([
    balancesOf(payload, orderId),
    entity
      ? payload.db.findOne<StateFee>({
          collection: 'state-fees',
          where: { slug: { equals: order.formationState } },
        })
      : Promise.resolve(null),
  ])
  const fee = entity && record ? record[entity] : null
  const source = entity && record ? record[`${entity}Facts`]?.feeSource : null
  const open = openBalanceOf(balances)
  return {
    chargedCents: Math.round(order.stateFee * 100),
    estimated: Boolean(order.stateFeeEstimated),
    confirmedCents: order.stateFeeConfirmedCents ?? null,
    ledger: ledgerOf(order, balances),
    record: {
      feeCents: typeof fee === 'number' ? Math.round(fee * 100) : null,
      confidence: source?.confidence ?? null,
      url: source?.url ?? null,
    },
    open: open
      ? { amountCents: open.amountCents, stateFeeCents: open.stateFeeCents, status: open.status }
      : null,
  }
}
