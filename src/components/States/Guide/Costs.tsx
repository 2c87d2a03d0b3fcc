import { buttonClass } from '@/components/Button'
import { ENTITY_KEYS, ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'
import { rowTotal } from '@/states/comparison'
import { entityCosts } from '@/states/costs'
import type { Figure, Total } from '@/states/figures'
import { formationHref } from '@/states/links'

import { CONFIDENCE_WORDS, dollars, inState } from '../format'
import { Fact } from './Fact'
import styles from './styles.module.css'

const amount = (figure: Figure) => (figure.amount == null ? 'Unknown' : dollars(figure.amount))

function TotalValue({ total }: { total: Total }) {
  const { amount, complete } = rowTotal(total)
  return (
    <>
      {amount == null ? 'Unknown' : complete ? dollars(amount) : `from ${dollars(amount)}`}
      <span className={styles.sum}>
        {complete ? '' : 'Part of it is not known yet. '}As sure as its least sure part:{' '}
        {CONFIDENCE_WORDS[total.confidence]}
      </span>
    </>
  )
}

type FeeParts = StateFee['llcFacts']['feeParts']

/**
 * What the filing fee is made of, where it is more than one fee, with any charge for filing online
 * as one part; nothing once the parts no longer add up to the fee (staff changed one, not both).
 */
function FeePartsLine({ parts, fee }: { parts: FeeParts; fee: number }) {
  if (!parts || parts.length < 2) return null
  const sum = parts.reduce((total, part) => total + part.usd, 0)
  if (Math.ceil(sum) !== fee) return null
  const online = parts.filter((part) => part.kind === 'online')
  const onlineUsd = online.reduce((total, part) => total + part.usd, 0)
  const words = [
    ...parts.filter((part) => part.kind !== 'online').map((p) => `${dollars(p.usd)} ${p.label}`),
    ...(online.length ? [`${dollars(onlineUsd)} for filing online`] : []),
  ]
  return (
    <span className={styles.sum}>
      {words.join(' + ')}
      {sum !== fee && `, charged as ${dollars(fee)}`}
    </span>
  )
}

/** "Form an LLC in Texas": the wizard with the state and the entity type chosen. */
export const formLabel = (entity: EntityKey, state: string) =>
  `Form ${entity === 'llc' ? 'an' : 'a'} ${ENTITY_LABELS[entity]} in ${inState(state)}`

function EntityCosts({ record, entity }: { record: StateFee; entity: EntityKey }) {
  const costs = entityCosts(record, entity)
  const { report, tax, feeParts } = record[`${entity}Facts`]
  return (
    <li className={`card-surface ${styles.card}`}>
      <h3>{ENTITY_LABELS[entity]}</h3>
      <dl className={`fact-list ${styles.facts}`}>
        <Fact term="State filing fee" source={costs.filing.source}>
          {amount(costs.filing)}
          <FeePartsLine parts={feeParts} fee={record[entity]} />
        </Fact>
        <Fact term={`First ${report.name || 'report'}`} source={costs.firstReport.source}>
          {report.cadence === 'none' ? 'None required' : amount(costs.firstReport)}
        </Fact>
        <Fact
          term={`${tax.name || 'State tax'} in the first year`}
          source={costs.firstYearTax.source}
        >
          {tax.applies === 'no'
            ? 'None'
            : tax.paidWithReport
              ? 'In the report’s fee'
              : amount(costs.firstYearTax)}
        </Fact>
        <Fact term="First year in total" strong>
          <TotalValue total={costs.firstYear} />
        </Fact>
        <Fact term="Each year after" strong>
          <TotalValue total={costs.yearlyAfter} />
        </Fact>
      </dl>
      <a
        href={formationHref(record.slug, entity)}
        className={`${buttonClass('primary')} ${styles.cta}`}
      >
        {formLabel(entity, record.name)}
      </a>
    </li>
  )
}

/** What forming and keeping each entity type costs in the state, each with a button to start. */
export function Costs({ record }: { record: StateFee }) {
  return (
    <ul className={`card-list ${styles.costs}`}>
      {ENTITY_KEYS.map((entity) => (
        <EntityCosts key={entity} record={record} entity={entity} />
      ))}
    </ul>
  )
}
