'use client'

import { DatasetCredit } from '@/components/States/DatasetCredit'
import { CONFIDENCE_WORDS, dollars } from '@/components/States/format'
import { ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import { entityCosts } from '@/states/costs'
import type { Figure, Source } from '@/states/figures'
import { statePath } from '@/states/links'

import type { StateFacts } from './stateRecord'

import styles from './GoodStanding.module.css'
import { calendarDate } from '@/utilities/dates'

type Line = { label: string; figure: Figure; paid: string; none?: string }

type Report = StateFacts['llcFacts']['report']

const CADENCE_REPORTS: Record<Report['cadence'], string> = {
  annual: 'annual report',
  biennial: 'biennial report',
  none: 'report',
  unknown: 'report',
}

const reportLabel = (report: Report) =>
  report.cadence === 'none'
    ? 'Recurring report'
    : `First ${report.name ?? CADENCE_REPORTS[report.cadence]}`

/**
 * What keeping the company in good standing costs in its first year (src/states/costs.ts), on the
 * review step: information beside the order, not part of its total, each figure with its source.
 */
export function GoodStanding({ facts, entity }: { facts: StateFacts; entity: EntityKey }) {
  const costs = entityCosts(facts, entity)
  const { report, tax } = facts[`${entity}Facts`]
  const state = facts.name
  const lines: Line[] = [
    { label: 'State filing fee', figure: costs.filing, paid: 'In your order total' },
    {
      label: reportLabel(report),
      figure: costs.firstReport,
      paid: 'Paid to the state, not to us',
      none: report.cadence === 'none' ? 'None required' : undefined,
    },
    {
      label: `First-year ${tax.name ?? 'state tax'}`,
      figure: costs.firstYearTax,
      paid: 'Paid to the state, not to us',
      none:
        tax.applies === 'no'
          ? 'None'
          : tax.paidWithReport
            ? 'In the report’s fee'
            : tax.firstYearExempt === 'yes'
              ? 'Exempt'
              : undefined,
    },
  ]
  const { firstYear } = costs
  const estimate = !firstYear.complete || firstYear.confidence !== 'official'
  const label = ENTITY_LABELS[entity]
  return (
    <section className={styles.standing} aria-labelledby="review-standing">
      <h3 id="review-standing">First-year cost of staying in good standing in {state}</h3>
      <p className={styles.lead}>
        For {/^[aeiou]|^LLC/i.test(label) ? 'an' : 'a'} {label}
        {estimate ? ', an estimate: not every figure is read in the state’s own text.' : '.'}
      </p>
      <ul className={styles.lines}>
        {lines.map(({ label, figure, paid, none }) => (
          <li key={label}>
            <span className={styles.item}>
              {label}
              <small>{paid}</small>
            </span>
            <strong className={styles.amount}>
              {figure.amount == null ? 'Unknown' : (none ?? dollars(figure.amount))}
            </strong>
            <SourceLine source={figure.source} />
          </li>
        ))}
        <li className={styles.total}>
          <span className={styles.item}>First year in all</span>
          <strong className={styles.amount}>
            {firstYear.complete
              ? dollars(firstYear.amount)
              : firstYear.amount > 0
                ? `At least ${dollars(firstYear.amount)}`
                : 'Unknown'}
            {estimate && <small>Estimate</small>}
          </strong>
        </li>
      </ul>
      <p className={styles.note}>
        Information, not part of your order: only the filing fee is in your total, and we pay it to{' '}
        {state} for you. The report and the tax you pay to the state once your company exists.
      </p>
      <p className={styles.guide}>
        <a href={statePath(facts.slug)}>Read the {state} guide</a>
      </p>
      <div className={styles.credit}>
        <DatasetCredit />
      </div>
    </section>
  )
}

function SourceLine({ source }: { source: Source }) {
  const words = CONFIDENCE_WORDS[source.confidence]
  return (
    <small className={styles.source}>
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer">
          {words}
          <span className="visually-hidden"> (source, opens in a new tab)</span>
        </a>
      ) : (
        words
      )}
      {source.checkedOn && `, checked on ${calendarDate(source.checkedOn)}`}
    </small>
  )
}
