/**
 * Documents our registered agent received for a company (docs/registered-agent.md#documents-received):
 * checked before they are saved (ours must be the company's agent; the scan a file of no other
 * order), then forwarded in the save's own transaction: the customer is emailed at once (service
 * of process marked urgent), the scan becomes the order's, to download from its page through the
 * usual tickets, and the timeline says so.
 */
import type {
  CollectionAfterChangeHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
} from 'payload'
import { ValidationError } from 'payload'

import { AGENT_MAIL_TITLES, type AgentMailKind } from '@/collections/AgentMail/kinds'
import { US_STATES } from '@/collections/StateFees/usStates'
import { orderPageLink } from '@/email/orderLinks'
import { queueEmail } from '@/email/queueEmail'
import { siteContact } from '@/email/siteContact'
import { agentMailEmail } from '@/email/templates/agentMail'
import type { AgentMail, AgentService, Order, OrderDocument } from '@/payload-types'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { relationId } from '@/utilities/rowId'

import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'

const refuse = (path: string, message: string) =>
  new ValidationError({ errors: [{ path, message }] })

/** Ours must be (or have been) the company's agent, the day past, the scan no other order's. */
export const checkAgentMail: CollectionBeforeValidateHook<AgentMail> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const orderId = relationId(data.order ?? originalDoc?.order)
  if (orderId === null) throw refuse('order', 'Choose the order it was received for.')
  const service = await req.payload.db.findOne<Pick<AgentService, 'id' | 'status'>>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: { status: true },
    req,
  })
  if (!service || service.status === 'own_agent')
    throw refuse('order', 'We are not the registered agent of this order’s company.')
  const receivedOn = data.receivedOn ?? originalDoc?.receivedOn
  if (receivedOn && receivedOn.slice(0, 10) > calendarDayIn(new Date()))
    throw refuse('receivedOn', 'The day it was received cannot be in the future.')
  const scanId = relationId(data.scan ?? originalDoc?.scan)
  if (scanId !== null) {
    const scan = await req.payload.db.findOne<Pick<OrderDocument, 'id' | 'order' | 'origin'>>({
      collection: 'order-documents',
      where: { id: { equals: scanId } },
      select: { order: true, origin: true },
      req,
    })
    if (!scan) throw refuse('scan', 'No such file.')
    const owner = relationId(scan.order)
    if (scan.origin === 'generated' || (owner !== null && owner !== orderId))
      throw refuse('scan', 'This file belongs to another order or is one of its documents.')
  }
  const order = await req.payload.db.findOne<Pick<Order, 'id' | 'llcname'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { llcname: true },
    req,
  })
  const kind = (data.kind ?? originalDoc?.kind) as AgentMailKind | undefined
  return {
    ...data,
    summary: `${kind ? AGENT_MAIL_TITLES[kind] : 'Mail'} for ${order?.llcname ?? `order ${orderId}`}, from ${data.sender ?? originalDoc?.sender ?? 'unknown'}`,
  }
}

type MailOrder = Pick<Order, 'id' | 'email' | 'firstName' | 'llcname' | 'formationState' | 'status'>

async function tellCustomer(
  req: PayloadRequest,
  order: MailOrder,
  doc: AgentMail,
  scanReady: boolean,
  scanFollows: boolean,
) {
  const { replyTo, ...contact } = await siteContact(req.payload, req)
  const mail = agentMailEmail({
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    kind: doc.kind as AgentMailKind,
    sender: doc.sender,
    receivedOn: calendarDate(doc.receivedOn),
    scanReady,
    scanFollows,
    orderPage: orderPageLink(order.id),
    siteName: contact.siteName,
    support: contact.support,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}

/**
 * Forwards what was recorded, in the save's transaction: emails the customer once when it is
 * recorded, and once more when a scan recorded later is on the page; makes the scan the order's.
 */
export const forwardAgentMail: CollectionAfterChangeHook<AgentMail> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const orderId = relationId(doc.order)
  const scanId = relationId(doc.scan)
  if (orderId === null) return doc
  const order = await req.payload.db.findOne<MailOrder>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { email: true, firstName: true, llcname: true, formationState: true, status: true },
    req,
  })
  if (!order) return doc
  const now = new Date().toISOString()
  const newScan = scanId !== null && scanId !== relationId(previousDoc?.scan)
  if (newScan)
    await req.payload.db.updateOne({
      collection: 'order-documents',
      where: { id: { equals: scanId } },
      data: { order: orderId, origin: 'received', updatedAt: now },
      req,
    })
  const first = operation === 'create' || !doc.emailedAt
  const forwarded = scanId !== null && (first || (newScan && !doc.forwardedAt))
  if (!first && !forwarded) return doc
  // Conditional on what this save read: a second save at once forwards nothing twice.
  const claimed = await req.payload.db.updateOne({
    collection: 'agent-mail',
    where: {
      and: [
        { id: { equals: doc.id } },
        first ? { emailedAt: { exists: false } } : { forwardedAt: { exists: false } },
      ],
    },
    data: {
      ...(first ? { emailedAt: now } : {}),
      ...(forwarded ? { forwardedAt: now } : {}),
      updatedAt: now,
    },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (!claimed) return doc
  const title = AGENT_MAIL_TITLES[doc.kind as AgentMailKind]
  await recordEvent(
    req.payload,
    {
      order: orderId,
      status: order.status as OrderStatus,
      summary: first
        ? `${title} received from ${doc.sender} on ${calendarDate(doc.receivedOn)}: the customer was emailed${scanId === null ? '; the scan is to follow' : ''}`
        : `${title} from ${doc.sender}: its scan is on the order page and the customer was emailed`,
      by: (req.user?.id as number | undefined) ?? null,
    },
    req,
  )
  await tellCustomer(req, order, doc, scanId !== null, first && scanId === null)
  return {
    ...doc,
    ...(first ? { emailedAt: now } : {}),
    ...(forwarded ? { forwardedAt: now } : {}),
  }
}
