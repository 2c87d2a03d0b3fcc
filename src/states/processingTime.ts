import type { StateFee } from '@/payload-types'

import { hostOf } from '@/collections/StateFees/stateHosts'

type Processing = StateFee['processing'] | null | undefined

const days = (min: number, max: number) =>
  min === max ? `${max} business ${max === 1 ? 'day' : 'days'}` : `${min} to ${max} business days`

/**
 * How long the state takes to process a filing, from its record, in a clause that says where the
 * figure comes from (", usually in 3 to 5 business days, as sos.ga.gov gave it on 2026-12-04"),
 * or that it is not known: never a guess (docs/states.md#sources).
 */
export function processingClause(processing: Processing): string {
  const max = processing?.maxDays
  if (max == null) return '; we do not know yet how long that takes there'
  const min = processing?.minDays ?? max
  const host = processing?.source?.url ? hostOf(processing.source.url) : null
  const day = processing?.source?.checkedOn
  const from = host ? `, as ${host} gave it${day ? ` on ${day}` : ''}` : ''
  return max === 0 ? `, usually the same day${from}` : `, usually in ${days(min, max)}${from}`
}

/** "Texas then processes the filing, usually in 3 to 5 business days, as … gave it on …". */
export const stateProcessing = (stateName: string, processing: Processing, verb = 'processes') =>
  `${stateName} then ${verb} the filing${processingClause(processing)}.`
