import type { EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'

import { type Figure, sourceOf, type Total, total } from './figures'

type Facts = StateFee['llcFacts']

/** What the costs are read from: the fees and facts of each entity type, not the whole record. */
export type CostRecord = Pick<StateFee, EntityKey | `${EntityKey}Facts`>

const known = (amount: number, facts: { source?: unknown }): Figure => ({
  amount,
  source: sourceOf(facts.source as Figure['source']),
})

/** The filing fee of one entity type, with its source. */
export const filingFee = (record: CostRecord, entity: EntityKey): Figure => ({
  amount: record[entity],
  source: sourceOf(record[`${entity}Facts`]?.feeSource),
})

/** What the first recurring report costs: 0 where none is required, null where unknown. */
export function firstReportFee(facts: Facts): Figure {
  const { report } = facts
  if (report.cadence === 'none') return known(0, report)
  if (report.cadence === 'unknown') return { amount: null, source: sourceOf(report.source) }
  return { amount: report.firstFee ?? report.fee ?? null, source: sourceOf(report.source) }
}

/** The report's cost per year: a biennial fee counts half. */
export function yearlyReportFee(facts: Facts): Figure {
  const { report } = facts
  if (report.cadence === 'none') return known(0, report)
  if (report.cadence === 'unknown' || report.fee == null)
    return { amount: null, source: sourceOf(report.source) }
  return {
    amount: report.cadence === 'biennial' ? report.fee / 2 : report.fee,
    source: sourceOf(report.source),
  }
}

/** The yearly state tax or franchise minimum, in the first year or after it. */
export function taxMinimum(facts: Facts, year: 'first' | 'later'): Figure {
  const { tax } = facts
  // A tax the report's fee already includes is counted once, in the report.
  if (tax.applies === 'no' || tax.paidWithReport) return known(0, tax)
  if (tax.applies === 'unknown') return { amount: null, source: sourceOf(tax.source) }
  if (year === 'first' && tax.firstYearExempt === 'yes') return known(0, tax)
  if (year === 'first' && tax.firstYearExempt === 'unknown' && tax.minimum)
    return { amount: null, source: sourceOf(tax.source) }
  return { amount: tax.minimum ?? null, source: sourceOf(tax.source) }
}

export type EntityCosts = {
  filing: Figure
  firstReport: Figure
  firstYearTax: Figure
  /** Filing + first report + first year's tax. */
  firstYear: Total
  yearlyReport: Figure
  yearlyTax: Figure
  /** Report (per year) + tax, each year after the first. */
  yearlyAfter: Total
}

/** What forming and keeping one entity type in good standing costs in a state. */
export function entityCosts(record: CostRecord, entity: EntityKey): EntityCosts {
  const facts = record[`${entity}Facts`]
  const filing = filingFee(record, entity)
  const firstReport = firstReportFee(facts)
  const firstYearTax = taxMinimum(facts, 'first')
  const yearlyReport = yearlyReportFee(facts)
  const yearlyTax = taxMinimum(facts, 'later')
  return {
    filing,
    firstReport,
    firstYearTax,
    firstYear: total([filing, firstReport, firstYearTax]),
    yearlyReport,
    yearlyTax,
    yearlyAfter: total([yearlyReport, yearlyTax]),
  }
}

export type Expedite = NonNullable<StateFee['expedite']>[number]

/**
 * The state's fastest expedite tier by the turnaround it promises; a tier that states none comes
 * after every timed one (the cheapest first). Null when the state lists no expedite.
 */
export const fastestExpedite = (record: StateFee): Expedite | null =>
  [...(record.expedite ?? [])].sort(
    (a, b) =>
      (a.turnaroundHours ?? Infinity) - (b.turnaroundHours ?? Infinity) ||
      (a.fee ?? 0) - (b.fee ?? 0),
  )[0] ?? null
