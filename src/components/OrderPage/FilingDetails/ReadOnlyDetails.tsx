import type { FilingFormProps } from './props'
import { rowsOf } from './readOnlyRows'
import styles from './styles.module.css'

type Props = Pick<FilingFormProps, 'plans' | 'details' | 'entity' | 'ourAgent'>

/** The details as saved, once the state has the filing: to read, not to change. */
export function ReadOnlyDetails({ plans, details, entity, ourAgent }: Props) {
  return (
    <>
      <p className={styles.note}>
        The state has your filing: write to us if something must change.
      </p>
      {plans.map((plan) => {
        const rows = rowsOf(plan.name, details, { entity, ourAgent })
        return (
          <section
            key={plan.name}
            aria-labelledby={`filing-saved-${plan.name}`}
            className={styles.saved}
          >
            <h3 id={`filing-saved-${plan.name}`} className={styles.savedTitle}>
              {plan.title}
            </h3>
            {rows.length ? (
              <dl className={styles.rows}>
                {rows.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>
                      {Array.isArray(value) ? (
                        <ul>
                          {value.map((line, index) => (
                            <li key={index}>{line}</li>
                          ))}
                        </ul>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.note}>Nothing saved in this section.</p>
            )}
          </section>
        )
      })}
    </>
  )
}
