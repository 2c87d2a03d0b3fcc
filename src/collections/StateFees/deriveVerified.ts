import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { StateFee } from '@/payload-types'

import { isStateHost } from './stateHosts'
import { ENTITY_KEYS, ENTITY_LABELS, type EntityKey } from './vocabulary'

type FeeSource = {
  confidence?: string | null
  url?: string | null
  checkedOn?: string | null
  note?: string | null
}
type Facts = { feeSource?: FeeSource | null } & Record<string, unknown>
type Row = Record<string, unknown> & { verified?: boolean | null }

const factsOf = (row: Row | undefined, entity: EntityKey) =>
  row?.[`${entity}Facts`] as Facts | undefined
const written = (row: Row, entity: EntityKey) => factsOf(row, entity)?.feeSource?.confidence
const stored = (row: Row | undefined, entity: EntityKey) =>
  factsOf(row, entity)?.feeSource?.confidence ?? 'estimate'

/**
 * `verified` is not typed by hand any more: it says whether all three filing fees are `official`
 * (docs/states.md#sources). A write that sets `verified` alone, as the admin's earlier checkbox
 * and API clients did, is read as staff vouching for (or withdrawing) all three fees at once;
 * vouching needs each fee's address on the state's own host, as `official` always does.
 */
export const deriveVerified: CollectionBeforeChangeHook<StateFee> = ({
  collection,
  data,
  originalDoc,
  req,
}) => {
  const row = data as Row
  const before = originalDoc as Row | undefined
  const confidencesWritten = ENTITY_KEYS.some(
    (entity) => written(row, entity) != null && written(row, entity) !== stored(before, entity),
  )
  const vouching = typeof row.verified === 'boolean' && row.verified !== (before?.verified ?? false)
  if (vouching && !confidencesWritten) {
    const slug = String(row.slug ?? before?.slug ?? '')
    const offStateHost = ENTITY_KEYS.filter((entity) => {
      const url = factsOf(row, entity)?.feeSource?.url ?? factsOf(before, entity)?.feeSource?.url
      return row.verified && !isStateHost(slug, url as string | null | undefined)
    })
    if (offStateHost.length) {
      throw new ValidationError({
        collection: collection.slug,
        req,
        errors: offStateHost.map((entity) => ({
          path: `${entity}Facts.feeSource.url`,
          message: `Verified needs the ${ENTITY_LABELS[entity]} fee read on the state's own site: record that address first.`,
        })),
      })
    }
    for (const entity of ENTITY_KEYS) {
      const facts = { ...factsOf(before, entity), ...factsOf(row, entity) }
      const feeSource: FeeSource = { ...factsOf(before, entity)?.feeSource, ...facts.feeSource }
      if (row.verified) {
        feeSource.confidence = 'official'
        feeSource.checkedOn = new Date().toISOString().slice(0, 10)
        feeSource.note = 'Confirmed against the state by staff.'
      } else if (feeSource.confidence === 'official') {
        feeSource.confidence = 'single'
      }
      row[`${entity}Facts`] = { ...facts, feeSource }
    }
  }
  row.verified = ENTITY_KEYS.every(
    (entity) => (written(row, entity) ?? stored(before, entity)) === 'official',
  )
  return data
}
