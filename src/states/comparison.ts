import type { EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'

import { entityCosts, fastestExpedite } from './costs'
import { describeDueRule, dueDates } from './dueDates'
import { sourceOf, type Total } from './figures'
import type { RowTotal, StateRow } from './sorting'

/** A sum none of whose parts is known is unknown, not "from $0". */
export const rowTotal = (total: Total): RowTotal => ({
  ...total,
  amount: !total.complete && total.amount === 0 ? null : total.amount,
})

/** One state's row of the comparison for one entity type, for a company formed on `today`. */
export function stateRow(record: StateFee, entity: EntityKey, today: string): StateRow {
  const costs = entityCosts(record, entity)
  const { report } = record[`${entity}Facts`]
  const expedite = fastestExpedite(record)
  return {
    slug: record.slug,
    name: record.name,
    filing: { amount: costs.filing.amount, confidence: costs.filing.source.confidence },
    firstYear: rowTotal(costs.firstYear),
    yearlyAfter: rowTotal(costs.yearlyAfter),
    due: {
      text: describeDueRule(report),
      first: dueDates(report, today, 1)[0] ?? null,
      confidence: sourceOf(report.source).confidence,
    },
    expedite: expedite && {
      name: expedite.name,
      fee: expedite.fee ?? null,
      feeMax: expedite.feeMax ?? null,
      hours: expedite.turnaroundHours ?? null,
      confidence: sourceOf(expedite.source).confidence,
    },
  }
}

/** Today as 'YYYY-MM-DD' (UTC): the day "a company formed today" is formed on. */
export const isoToday = (now = new Date()): string => now.toISOString().slice(0, 10)
