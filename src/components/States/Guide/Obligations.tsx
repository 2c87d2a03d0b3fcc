import { ENTITY_KEYS, ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'
import { describeDueRule, dueDates } from '@/states/dueDates'
import { sourceOf } from '@/states/figures'

import { dollars } from '../format'
import { Fact } from './Fact'
import styles from './styles.module.css'
import { calendarDate } from '@/utilities/dates'

type Facts = StateFee['llcFacts']

function reportFee(report: Facts['report']): string {
  if (report.fee == null) return 'fee unknown'
  const first =
    report.firstFee != null && report.firstFee !== report.fee
      ? ` (the first: ${dollars(report.firstFee)})`
      : ''
  return `${report.fee === 0 ? 'no fee' : dollars(report.fee)}${first}`
}

function taxText(tax: Facts['tax']): string {
  if (tax.applies === 'no') return 'None'
  if (tax.applies === 'unknown') return 'Unknown'
  const minimum =
    tax.minimum == null ? 'minimum unknown' : `at least ${dollars(tax.minimum)} a year`
  const first = tax.firstYearExempt === 'yes' ? ', not in the first year' : ''
  if (tax.paidWithReport) return `${minimum}${first}, paid with the report (its fee includes it)`
  const due = describeDueRule({ cadence: 'annual', due: tax.due })
  return `${minimum}${first}${tax.due.kind === 'unknown' ? '' : `; ${due.toLowerCase()}`}`
}

function EntityObligations({
  facts,
  entity,
  today,
}: {
  facts: Facts
  entity: EntityKey
  today: string
}) {
  const { report, tax } = facts
  const dates = report.cadence === 'none' ? [] : dueDates(report, today)
  return (
    <li className={`card-surface ${styles.card}`}>
      <h3>{ENTITY_LABELS[entity]}</h3>
      <dl className={`fact-list ${styles.facts}`}>
        <Fact term={report.name || 'Recurring report'} source={sourceOf(report.source)}>
          {describeDueRule(report)}
          {report.cadence !== 'none' && report.cadence !== 'unknown' && `, ${reportFee(report)}`}
        </Fact>
        {report.cadence !== 'none' && (
          <Fact term="Next three due dates">
            {dates.length ? (
              <ol className={styles.dates}>
                {dates.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{calendarDate(date)}</time>
                  </li>
                ))}
              </ol>
            ) : (
              'Not known yet'
            )}
          </Fact>
        )}
        <Fact term={tax.name || 'Yearly state tax'} source={sourceOf(tax.source)}>
          {taxText(tax)}
        </Fact>
      </dl>
    </li>
  )
}

/** The yearly report and tax of each entity type, with the dates they fall on. */
export function Obligations({ record, today }: { record: StateFee; today: string }) {
  return (
    <>
      <p className={styles.aside}>Due dates for a company formed on {calendarDate(today)}.</p>
      <ul className={`card-list ${styles.costs}`}>
        {ENTITY_KEYS.map((entity) => (
          <EntityObligations
            key={entity}
            entity={entity}
            facts={record[`${entity}Facts`]}
            today={today}
          />
        ))}
      </ul>
    </>
  )
}
