/**
 * Automatic renewal (docs/registered-agent.md#automatic-renewal): the hourly run charges the card
 * a customer saved, with their consent on record, AUTO_RENEW_DAYS_BEFORE days before the paid
 * period ends. The charge is the renewal's own row, taken by one runner under the service's lock
 * while that card is still agreed (../cardCharges/charge.ts chargeSavedCard); its key is the row's
 * and the card's, so a replay after a restart mid-charge is the same payment at Square, and an
 * unanswered one is settled with the other charges (../cardCharges/settle.ts). A declined card is
 * removed, in one transaction with its timeline line and email: the customer pays on the page.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import {
  AGENT_EMAIL_ORDER_SELECT,
  type AgentEmailOrder,
  queueAgentEmail,
} from '@/email/queueAgentEmail'
import { agentRenewalEmail } from '@/email/templates/agentRenewal'
import type { AgentService } from '@/payload-types'
import { calendarDayIn } from '@/utilities/dates'
import { relationId } from '@/utilities/rowId'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { AUTO_RENEW_DAYS_BEFORE, noonOf, whatTheStateNeeds } from '../../agentService'
import type { OrderStatus } from '../../status'
import { chargeSavedCard } from '../cardCharges/charge'
import { squareSettings, type SquareSettings } from '../square'
import { forgetCardAtSquare } from '../squareCards'
import { recordEvent } from '../timeline'
import {
  ensureRenewal,
  RENEWING_SERVICE_SELECT,
  type RenewingService,
  savedCardRenewal,
} from './renewal'
import { clearSavedCard, lockedService } from './cardOnFile'
import { renewalWords } from './savedCard'

/** How long one run may spend charging cards (well under the jobs' staleness, src/jobs). */
const RUN_BUDGET_MS = 20 * 60_000

type AutoRenewingService = RenewingService & Pick<AgentService, 'savedCardId' | 'squareCustomerId'>

/** The saved card was declined: it is removed, and the customer is told to pay on the page. */
async function removeDeclinedCard(
  payload: Payload,
  service: AutoRenewingService,
  now: Date,
): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // Only if it is still the card that was declined: one saved meanwhile is the customer's new one.
    const current = await lockedService(req, service.id)
    const still = current?.savedCardId === service.savedCardId
    if (still) await clearSavedCard(req, service.id, now)
    const orderId = relationId(service.order)
    const order =
      still &&
      orderId &&
      (await payload.db.findOne<AgentEmailOrder>({
        collection: 'orders',
        where: { id: { equals: orderId } },
        select: AGENT_EMAIL_ORDER_SELECT,
        req,
      }))
    if (!order) {
      await killTransaction(req)
      return
    }
    const words = renewalWords(service)
    await recordEvent(
      payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `Automatic renewal: ${service.savedCard ?? 'the saved card'} was declined and removed; the renewal is due on the order page`,
        by: null,
      },
      req,
    )
    await queueAgentEmail(req, order, (context) =>
      agentRenewalEmail({
        ...context,
        ...words,
        kind: 'cardDeclined',
        savedCard: service.savedCard,
        stateNeeds: whatTheStateNeeds(context.stateName, words.lastDay, false),
      }),
    )
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await forgetCardAtSquare(payload, service.savedCardId, undefined, `service ${service.id}`)
}

/** Charges the saved cards whose day has come; resolves to how many renewals were paid. */
export async function chargeSavedCards(
  payload: Payload,
  now: Date = new Date(),
  settings?: SquareSettings,
): Promise<number> {
  const today = calendarDayIn(now)
  const chargeUpTo = formatCalendarDate(addDays(parseCalendarDate(today), AUTO_RENEW_DAYS_BEFORE))
  const { docs } = await payload.db.find<AutoRenewingService>({
    collection: 'agent-services',
    where: {
      and: [
        { status: { equals: 'active' } },
        { renewalPrice: { greater_than: 0 } },
        { savedCardId: { exists: true } },
        { squareCustomerId: { exists: true } },
        { paidUntil: { less_than_equal: noonOf(chargeUpTo) } },
      ],
    },
    select: { ...RENEWING_SERVICE_SELECT, savedCardId: true, squareCustomerId: true },
    sort: 'paidUntil',
    limit: 100,
    pagination: false,
  })
  if (!docs.length) return 0
  const square = settings ?? squareSettings()
  let paid = 0
  const stopAt = Date.now() + RUN_BUDGET_MS
  for (const service of docs) {
    // Square slow or frozen: the rest wait for the next hour rather than hold the jobs runner.
    if (Date.now() > stopAt) break
    if (!service.savedCardId || !service.squareCustomerId) continue
    try {
      const renewal = await ensureRenewal(payload, service)
      const outcome = await chargeSavedCard(
        payload,
        savedCardRenewal(service.savedCardId),
        renewal,
        { cardId: service.savedCardId, customerId: service.squareCustomerId },
        square,
      )
      if (outcome === 'paid') paid++
      else if (outcome === 'declined') await removeDeclinedCard(payload, service, now)
      else if (outcome === 'refused') {
        // Not the card: our request or settings (location, credentials, a changed API). Every
        // other card would be refused alike, so the run stops here and no card is removed.
        payload.logger.error(
          `ALERT: Square refused the automatic renewal charge of registered agent service ${service.id}: check the Square settings; automatic renewals wait until it is fixed.`,
        )
        break
      } else if (outcome === 'notSent' || outcome === 'unavailable')
        payload.logger.warn(
          `Automatic renewal of registered agent service ${service.id}: Square was not reached; the next run tries again.`,
        )
    } catch (error) {
      payload.logger.error(
        `Automatic renewal of registered agent service ${service.id} failed (${(error as Error)?.name ?? 'error'}); the next run tries again, and an unanswered charge is settled first.`,
      )
    }
  }
  return paid
}
