/**
 * A state record's fee that becomes official (read on the state's own site) confirms the fee of
 * every unfiled order charged at an estimate for that state and entity type
 * (docs/orders-and-payments.md#the-state-fee-confirmed). The staff edit queues a job in its own
 * transaction; the job confirms each order as staff would, outside the edit, because a refund
 * asks Square.
 */
import {
  createLocalReq,
  type CollectionAfterChangeHook,
  type Payload,
  type TaskConfig,
} from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import { ENTITY_KEYS, ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import type { Order, StateFee } from '@/payload-types'

import { type Designator, feeColumn } from '../../pricing'
import type { OrderStatus } from '../../status'
import { confirmStateFee } from './confirm'

const TASK = 'confirmStateFees'

/** A state record's change settles only orders not filed yet. */
const UNFILED: readonly OrderStatus[] = ['paid', 'in_review']

type Input = {
  state: string
  entity: EntityKey
  stateFeeCents: number
  sourceUrl?: string | null
  sourceCheckedOn?: string | null
}

const designatorOf = (entity: EntityKey) =>
  (Object.keys(feeColumn) as Designator[]).find((designator) => feeColumn[designator] === entity)!

const officialFee = (doc: StateFee, entity: EntityKey) => {
  const source = doc[`${entity}Facts`]?.feeSource
  const fee = doc[entity]
  return source?.confidence === 'official' && typeof fee === 'number'
    ? { fee, url: source.url ?? null, checkedOn: source.checkedOn ?? null }
    : null
}

/** On a state record's update: queue a confirmation for each fee that is now official and new. */
export const confirmOnRecordChange: CollectionAfterChangeHook<StateFee> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  for (const entity of ENTITY_KEYS) {
    const now = officialFee(doc, entity)
    const before = officialFee(previousDoc, entity)
    if (!now || (before && before.fee === now.fee)) continue
    await req.payload.jobs.queue({
      task: TASK,
      input: {
        state: doc.slug,
        entity,
        stateFeeCents: Math.round(now.fee * 100),
        sourceUrl: now.url,
        sourceCheckedOn: now.checkedOn,
      },
      req,
    })
  }
  return doc
}

/** Confirms the fee of every unfiled order charged at an estimate; resolves to how many. */
export async function confirmEstimatedOrders(payload: Payload, input: Input): Promise<number> {
  const { docs } = await payload.db.find<Pick<Order, 'id'>>({
    collection: 'orders',
    where: {
      and: [
        { formationState: { equals: input.state } },
        { designator: { equals: designatorOf(input.entity) } },
        { stateFeeEstimated: { equals: true } },
        { stateFeeConfirmedCents: { exists: false } },
        { status: { in: [...UNFILED] } },
      ],
    },
    select: {},
    limit: 500,
    pagination: false,
  })
  const req = await createLocalReq({}, payload)
  const stateName = US_STATES[input.state as keyof typeof US_STATES] ?? input.state
  let confirmed = 0
  for (const { id } of docs) {
    try {
      const result = await confirmStateFee(req, id, {
        stateFeeCents: input.stateFeeCents,
        sourceUrl: input.sourceUrl ?? null,
        sourceCheckedOn: input.sourceCheckedOn ?? null,
        by: null,
        askWhile: UNFILED,
        via: `${stateName}'s ${ENTITY_LABELS[input.entity]} fee read on the state's own site`,
      })
      if (result.kind === 'refund' && !result.refunded)
        payload.logger.error(`ALERT: order ${id}: ${result.message}`)
      confirmed++
    } catch (error) {
      // The error's class only: a driver's message may quote the order's values.
      payload.logger.error(
        `Order ${id}: its state fee was not confirmed (${(error as Error)?.name ?? 'error'}).`,
      )
    }
  }
  return confirmed
}

export const confirmStateFeesTask: TaskConfig<{ input: Input; output: { confirmed: number } }> = {
  slug: TASK,
  label: 'Confirm the state fee of orders charged at an estimate',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'state', type: 'text', required: true },
    { name: 'entity', type: 'text', required: true },
    { name: 'stateFeeCents', type: 'number', required: true },
    { name: 'sourceUrl', type: 'text' },
    { name: 'sourceCheckedOn', type: 'text' },
  ],
  handler: async ({ input, req }) => ({
    output: { confirmed: await confirmEstimatedOrders(req.payload, input as Input) },
  }),
}
