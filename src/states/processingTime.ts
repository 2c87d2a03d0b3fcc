import type { StateFee } from '@/payload-types'
import { calendarDate } from '@/utilities/dates'

import { hostOf } from '@/collections/StateFees/stateHosts'

type Processing = StateFee['processing'] | null | undefined

const businessDays = (count: number) => `${count} business ${count === 1 ? 'day' : 'days'}`

const span = (min: number, max: number) =>
  max === 0
    ? 'the same day'
    : min === 0
      ? `within ${businessDays(max)}`
      : min === max
        ? `in ${businessDays(max)}`
        : `in ${min} to ${max} business days`

/** Where the figure comes from: the state's own page by name, anything else as not the state's. */
function whence(processing: NonNullable<Processing>): string {
  const { confidence, url, checkedOn } = processing.source ?? {}
  const day = checkedOn ? ` on ${calendarDate(checkedOn)}` : ''
  const host = url ? hostOf(url) : null
  if (confidence === 'official' && host) return `, as ${host} said${day}`
  return `, by other sites' account, not the state's${checkedOn ? ` (checked${day})` : ''}`
}

/**
 * How long the state takes to process a filing, from its record, in a clause that says where the
 * figure comes from, or that it is not known: never a guess (docs/states.md#sources).
 */
export function processingClause(processing: Processing): string {
  const max = processing?.maxDays
  if (!processing || max == null) return '; we do not know yet how long that takes there'
  return `, usually ${span(processing.minDays ?? max, max)}${whence(processing)}`
}

/** "Georgia then processes the filing, usually in 7 to 10 business days, as sos.ga.gov said …". */
export const stateProcessing = (stateName: string, processing: Processing, verb = 'processes') =>
  `${stateName} then ${verb} the filing${processingClause(processing)}.`
