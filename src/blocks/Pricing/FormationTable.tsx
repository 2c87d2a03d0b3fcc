import { Icon } from '@/components/Icon'

import { formatDollars } from '@/utilities/money'

import { type ComparisonCell, comparisonRows, type FormationPlan } from './formationPlans'
import { type PackageButtons, PackageButton } from './PlanButton'
import styles from './styles.module.css'

function Cell({ cell }: { cell: ComparisonCell }) {
  if (cell.included)
    return (
      <>
        <Icon name="check" size={20} className={styles.yes} />
        <span className="visually-hidden">Included</span>
      </>
    )
  if (cell.price !== undefined) return <>{formatDollars(cell.price)} extra</>
  return (
    <>
      <Icon name="minus" size={20} className={styles.no} />
      <span className="visually-hidden">Not included</span>
    </>
  )
}

/** The formation packages side by side, a row per thing a package may include. */
export function FormationTable({
  plans,
  buttons,
}: {
  plans: FormationPlan[]
  buttons: PackageButtons
}) {
  return (
    <div
      className={`card-surface ${styles.tableScroll}`}
      role="region"
      aria-label="Package comparison"
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className="visually-hidden">What each formation package includes</caption>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th
                key={plan.clientPackage}
                scope="col"
                className={plan.highlighted ? styles.highlightedCol : undefined}
              >
                {plan.highlighted && <span className={styles.badge}>Most popular</span>}
                <span className={styles.colName}>{plan.name}</span>
                <span className={styles.colPrice}>{formatDollars(plan.price)}</span>
                <span className={styles.per}>one-time, plus state fee</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows(plans).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td
                  key={plan.clientPackage}
                  className={plan.highlighted ? styles.highlightedCol : undefined}
                >
                  <Cell cell={row.cells[plan.clientPackage]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {plans.map((plan) => (
              <td
                key={plan.clientPackage}
                className={plan.highlighted ? styles.highlightedCol : undefined}
              >
                <PackageButton plan={plan} buttons={buttons} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
