import { Icon } from '@/components/Icon'

import { formatDollars } from '@/utilities/money'

import {
  type ComparisonCell,
  type ComparisonRow,
  comparisonRows,
  type FormationPlan,
} from './formationPlans'
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

/**
 * On a phone the comparison reads one package at a time: a card per package listing every row of
 * the table with its mark (included, its price as an extra, or not included), instead of a table
 * scrolled sideways past all but its first column.
 */
function ComparisonCards({
  plans,
  rows,
  buttons,
}: {
  plans: FormationPlan[]
  rows: ComparisonRow[]
  buttons: PackageButtons
}) {
  return (
    <ul className={styles.compareCards} aria-label="Package comparison">
      {plans.map((plan) => (
        <li
          key={plan.clientPackage}
          className={`card-surface ${styles.compareCard} ${plan.highlighted ? styles.highlighted : ''}`}
        >
          {plan.highlighted && <p className={styles.badge}>Most popular</p>}
          <h3 className={styles.compareName}>{plan.name}</h3>
          <p className={styles.price}>
            <span className={styles.amount}>{formatDollars(plan.price)}</span>
            <span className={styles.per}>one-time, plus state fee</span>
          </p>
          <ul className={styles.features}>
            {rows.map((row) => {
              const cell = row.cells[plan.clientPackage]
              if (cell.included)
                return (
                  <li key={row.label}>
                    <Icon name="check" size={18} className={styles.yes} />
                    <span>
                      {row.label}
                      <span className="visually-hidden">: included</span>
                    </span>
                  </li>
                )
              if (cell.price !== undefined)
                return (
                  <li key={row.label}>
                    <Icon name="plus" size={18} className={styles.add} />
                    <span>{row.label}</span>
                    <span className={styles.extraPrice}>{formatDollars(cell.price)} extra</span>
                  </li>
                )
              return (
                <li key={row.label} className={styles.missing}>
                  <Icon name="minus" size={18} className={styles.no} />
                  <span>
                    {row.label}
                    <span className="visually-hidden">: not included</span>
                  </span>
                </li>
              )
            })}
          </ul>
          <PackageButton plan={plan} buttons={buttons} className={styles.compareButton} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The formation packages side by side, a row per thing a package may include; on a narrow screen
 * the same rows as a card per package (ComparisonCards), since three columns do not fit a phone.
 */
export function FormationTable({
  plans,
  buttons,
}: {
  plans: FormationPlan[]
  buttons: PackageButtons
}) {
  const rows = comparisonRows(plans)
  return (
    <>
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
            {rows.map((row) => (
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
      <ComparisonCards plans={plans} rows={rows} buttons={buttons} />
    </>
  )
}
