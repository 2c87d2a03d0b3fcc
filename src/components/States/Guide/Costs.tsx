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

/** What the filing fee is made of, where it is more than one fee: the online charge shown as such. */
function FeePartsLine({ parts }: { parts: FeeParts }) {
  if (!parts || parts.length < 2) return null
  const words = parts.map(({ label, usd, kind }) =>
    kind === 'online' ? `${dollars(usd)} for filing online` : `${dollars(usd)} ${label}`,
  )
  return <span className={styles.sum}>{words.join(' + ')}</span>
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
          <FeePartsLine parts={feeParts} />
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
