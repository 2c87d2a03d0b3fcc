import type { SheetRow } from '../../server/filingDetails/sheet'
import { CopyButton } from './CopyButton'
import styles from './FilingSheet.module.css'

/** The sheet's items, each value with its copy button. */
export function SheetRows({ rows }: { rows: SheetRow[] }) {
  return (
    <ol className={styles.items}>
      {rows.map((row) => (
        <li key={row.label} className={styles.item}>
          <h3>{row.label}</h3>
          {row.note && <p className={styles.note}>{row.note}</p>}
          {row.values.length === 0 && (
            <p className={styles.note}>Nothing to fill in from the order.</p>
          )}
          {row.values.map(({ key, lines }) => (
            <div key={key} className={styles.value}>
              <div>
                {lines.map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
              </div>
              <CopyButton text={lines.join('\n')} label={`${row.label}: ${key}`} />
            </div>
          ))}
        </li>
      ))}
    </ol>
  )
}
