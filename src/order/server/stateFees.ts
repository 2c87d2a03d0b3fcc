import type { Payload } from 'payload'

import type { StateFee } from '@/payload-types'

import type { StateFeeTable } from '../pricing'

/** The state-fee collection as the pricing function takes it: slug → fees. */
export async function loadStateFeeTable(payload: Payload): Promise<StateFeeTable> {
  // Straight from the database adapter: the Local API's read hooks over 51 documents would cost
  // more than the query itself on every pay request.
  const { docs } = await payload.db.find<Pick<StateFee, 'slug' | 'llc' | 'corporation' | 'nonprofit'>>({
    collection: 'state-fees',
    pagination: false,
    limit: 0,
    select: { slug: true, llc: true, corporation: true, nonprofit: true },
  })
  return Object.fromEntries(
    docs.map(({ slug, llc, corporation, nonprofit }) => [slug, { llc, corporation, nonprofit }]),
  )
}

/** The states the wizard offers, by name, with their fees. */
export async function loadStateChoices(payload: Payload) {
  const { docs } = await payload.db.find<Pick<StateFee, 'name' | 'slug' | 'llc' | 'corporation' | 'nonprofit'>>({
    collection: 'state-fees',
    pagination: false,
    limit: 0,
    sort: 'name',
    select: { name: true, slug: true, llc: true, corporation: true, nonprofit: true },
  })
  const states = docs.map(({ slug, name }) => ({ slug, name }))
  const fees: StateFeeTable = Object.fromEntries(
    docs.map(({ slug, llc, corporation, nonprofit }) => [slug, { llc, corporation, nonprofit }]),
  )
  return { states, fees }
}
