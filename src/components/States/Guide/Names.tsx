import { ENTITY_KEYS, ENTITY_LABELS } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'
import { sourceOf } from '@/states/figures'

import { dollars } from '../format'
import { Fact } from './Fact'
import { SourceLine } from './SourceLine'
import styles from './styles.module.css'

/** What a company's name must end with, the words it may not use freely, and reserving one. */
export function Names({ record }: { record: StateFee }) {
  const { names } = record
  const words = names.restrictedWords ?? []
  const approvals = names.approvals ?? []
  return (
    <div className={styles.columns}>
      <dl className={`fact-list ${styles.facts}`}>
        {ENTITY_KEYS.map((entity) => {
          const facts = record[`${entity}Facts`]
          const designators = facts.designators ?? []
          return (
            <Fact
              key={entity}
              term={`${ENTITY_LABELS[entity]}: the name ends with`}
              source={sourceOf(facts.designatorsSource)}
            >
              {designators.length ? designators.join(', ') : 'Not recorded yet'}
            </Fact>
          )
        })}
      </dl>
      <dl className={`fact-list ${styles.facts}`}>
        <Fact term="Words that need approval or are not allowed">
          {words.length ? (
            <ul className={`tag-list ${styles.words}`}>
              {words.map((word) => (
                <li key={word}>{word}</li>
              ))}
            </ul>
          ) : (
            'None recorded'
          )}
        </Fact>
        {approvals.length > 0 && (
          <Fact term="Words another agency must approve">
            <ul className={styles.approvals}>
              {approvals.map(({ id, word, approval, reason, appliesTo, source }) => (
                <li key={id ?? word}>
                  <strong>{word}</strong>
                  {appliesTo?.length
                    ? ` (${appliesTo.map((entity) => ENTITY_LABELS[entity]).join(', ')})`
                    : ''}
                  : {approval}
                  {reason && <span className={styles.sum}>{reason}</span>}
                  <SourceLine source={sourceOf(source)} />
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact term="Reserving a name">
          {names.reservationFee == null ? 'Fee unknown' : dollars(names.reservationFee)}
          {names.reservationDuration && `, held for ${names.reservationDuration}`}
        </Fact>
        <Fact term="The rule" source={sourceOf(names.source)}>
          {names.statute && names.statuteUrl ? (
            <a href={names.statuteUrl}>{names.statute}</a>
          ) : (
            names.statute || 'Not recorded yet'
          )}
        </Fact>
      </dl>
    </div>
  )
}
