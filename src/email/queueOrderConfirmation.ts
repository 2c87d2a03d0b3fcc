import {
  type CollectionAfterChangeHook,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { isDatabaseUnavailable } from '@/errors/errorDetails'

import { agentOfferLine } from '@/order/agentService'
import { type ClientPackage, DESIGNATOR_LABELS, type Designator, PACKAGES } from '@/order/pricing'
import { US_STATES } from '@/collections/StateFees/usStates'
import type { Order } from '@/payload-types'

import { newLinkColumns } from '@/order/server/orderLinks'
import { agentRenewalPrice } from '@/order/server/agent/price'
import { calendarRecord } from '@/order/server/orderCalendar'
import { scheduleReminders } from '@/order/server/reminders/schedule'

import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { chargedLines, CONFIRMATION_SELECT, type ConfirmedOrder } from './confirmationLines'
import { orderConfirmationEmail } from './templates/orderConfirmation'

/** Queues the customer's confirmation of a paid order; `req` joins the caller's transaction. */
export async function queueOrderConfirmation(
  payload: Payload,
  order: ConfirmedOrder,
  req?: PayloadRequest,
): Promise<void> {
  const { replyTo, ...contact } = await siteContact(payload, req)
  const { lines, total } = chargedLines(order)
  const record = await calendarRecord(payload, order.formationState, req)
  const mail = orderConfirmationEmail({
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    entityType: DESIGNATOR_LABELS[order.designator as Designator] ?? order.designator,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    packageLabel: PACKAGES[order.clientPackage as ClientPackage]?.label ?? order.clientPackage,
    expedited: Boolean(order.expeditedFilling),
    processing: record?.processing,
    orderPage: orderPageLink(order.id),
    lines,
    total,
    agentOffer: agentOfferLine(order.agentRenewalPrice ?? (await agentRenewalPrice(payload))),
    ...contact,
  })
  await queueEmail({
    ...(req ? { req } : { payload }),
    to: order.email,
    ...mail,
    ...(replyTo ? { replyTo } : {}),
  })
}

const notQueued = (id: number) =>
  `ALERT: order ${id} is paid but its confirmation email was not queued; send it by hand.`

/**
 * After the payment endpoints recorded an order as paid. The payment stands whatever happens
 * here. Claiming the order and queueing its email are one transaction: a database that fails
 * between them leaves neither, and the settling timer confirms the order on its next run
 * (`confirmUnconfirmedOrders`). Resolves with whether this call queued the email.
 */
export async function confirmPaidOrder(payload: Payload, id: number): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  let queued = false
  try {
    await initTransaction(req)
    // One conditional update decides which request confirms: a replayed or settled payment of the
    // same order never sends a second confirmation. It also makes the order page's link, so the
    // link exists exactly when its email is queued.
    const claimed = await payload.db.updateOne({
      collection: 'orders',
      where: {
        and: [
          { id: { equals: id } },
          { status: { equals: 'paid' } },
          { confirmationQueuedAt: { exists: false } },
        ],
      },
      data: { confirmationQueuedAt: new Date().toISOString(), ...newLinkColumns().columns },
      options: { atomic: true },
      returning: true,
      req,
    })
    const order =
      claimed &&
      (await payload.db.findOne<ConfirmedOrder>({
        collection: 'orders',
        where: { id: { equals: id } },
        select: CONFIRMATION_SELECT,
        req,
      }))
    if (order) await queueOrderConfirmation(payload, order, req)
    await commitTransaction(req)
    queued = Boolean(order)
  } catch (error) {
    await killTransaction(req)
    if (!isDatabaseUnavailable(error)) payload.logger.error({ err: error, msg: notQueued(id) })
    else
      payload.logger.warn(
        `Order ${id}: its confirmation email will be queued once the database answers again.`,
      )
    return false
  }
  // Every confirmed payment, settled ones included, passes here once. The reminders' own hourly
  // run schedules the order again should this fail; the payment stands either way.
  if (queued)
    await scheduleReminders(payload, id).catch((error: unknown) =>
      payload.logger.error({
        err: error,
        msg: `Order ${id}: its reminders are not scheduled yet.`,
      }),
    )
  return queued
}

/** How far back the timer looks for a paid order whose confirmation was never queued. */
const UNCONFIRMED_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * Confirms orders the payment endpoints recorded as paid while their confirmation could not be
 * queued (the database failed in between). Run by the settling timer; resolves with how many
 * emails it queued.
 */
export async function confirmUnconfirmedOrders(payload: Payload, now = new Date()) {
  const { docs } = await payload.db.find<{ id: number }>({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'paid' } },
        { confirmationQueuedAt: { exists: false } },
        // Paid by card through the endpoints, recently: never an order from before confirmations.
        { squareIdempotencyKey: { exists: true } },
        { paidAt: { greater_than: new Date(now.getTime() - UNCONFIRMED_WINDOW_MS).toISOString() } },
      ],
    },
    select: { id: true },
    limit: 50,
    pagination: false,
  })
  let queued = 0
  for (const { id } of docs) if (await confirmPaidOrder(payload, id)) queued += 1
  return queued
}

/** An order saved through Payload (admin, scripts) that becomes paid is confirmed once. */
export const confirmWhenPaid: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  try {
    await queueOrderConfirmation(req.payload, doc, req)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: notQueued(doc.id) })
  }
  return doc
}
