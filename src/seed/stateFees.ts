import type { Payload } from 'payload'

import type { StateFee } from '@/payload-types'

import rows from './stateFees.json'

type StateFeeSeed = Pick<
  StateFee,
  'name' | 'slug' | 'llc' | 'corporation' | 'nonprofit' | 'source' | 'verified'
>

/**
 * Filing fees per state in whole dollars (LLC / C-Corporation / Nonprofit), with each figure's
 * source and the day it was read. Alabama, Delaware, Massachusetts, Nevada and Wyoming are fixed
 * by the product (docs/product.md). `verified` only where all three figures match official text
 * (the statute, regulation or the state's own fee page); every other row is shown to visitors as
 * an estimate.
 */
export const stateFeeSeed: StateFeeSeed[] = rows

/** Fills the state-fee table when it is empty; fees edited by staff are never replaced. */
export async function seedStateFeesIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'state-fees', overrideAccess: true })
  if (totalDocs > 0) return false
  for (const data of stateFeeSeed) {
    await payload.create({
      collection: 'state-fees',
      data,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  payload.logger.info(`Seeded ${stateFeeSeed.length} state fees.`)
  return true
}
