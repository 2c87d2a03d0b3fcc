import type { PayloadRequest } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import type { OrderBalance } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import { CUSTOMER_EMAIL_ORDER_SELECT, type CustomerEmailOrder } from './customerOrder'
import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { balanceEmail, type BalanceNotice } from './templates/balance'

export type BalanceEmailOrder = CustomerEmailOrder
export const BALANCE_EMAIL_ORDER_SELECT = CUSTOMER_EMAIL_ORDER_SELECT

/**
 * Queues the customer's email about a balance, inside the caller's transaction (`req`): it exists
 * only if what it tells is committed, so each goes out once.
 */
export async function queueBalanceEmail(
  req: PayloadRequest,
  order: BalanceEmailOrder,
  balance: Pick<OrderBalance, 'amountCents' | 'stateFeeCents' | 'sourceUrl'>,
  kind: BalanceNotice['kind'],
): Promise<void> {
  const { replyTo, ...contact } = await siteContact(req.payload, req)
  const mail = balanceEmail({
    kind,
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    amount: formatCents(balance.amountCents),
    stateFee: formatCents(balance.stateFeeCents),
    // What the customer had paid towards the fee: the fee less the balance.
    paid: formatCents(balance.stateFeeCents - balance.amountCents),
    filed: order.status === 'filed_with_state' || order.status === 'completed',
    source: balance.sourceUrl,
    orderPage: orderPageLink(order.id),
    siteName: contact.siteName,
    support: contact.support,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}
