import type { RowFigure, RowTotal, StateRow } from '@/states/sorting'

import { ConfidenceMark } from '../ConfidenceMark'
import { dollars, feeRange, turnaround } from '../format'
import styles from './styles.module.css'

export function FigureCell({ figure }: { figure: RowFigure }) {
  return (
    <>
      {figure.amount == null ? 'Unknown' : dollars(figure.amount)}
      <ConfidenceMark confidence={figure.confidence} />
    </>
  )
}

/** A sum; "from $X" when a part of it is unknown. */
export function TotalCell({ total }: { total: RowTotal }) {
  return (
    <>
      {total.amount == null ? (
        'Unknown'
      ) : (
        <>
          {!total.complete && <span className={styles.partial}>from </span>}
          {dollars(total.amount)}
        </>
      )}
      <ConfidenceMark confidence={total.confidence} />
    </>
  )
}

export function ExpediteCell({ expedite }: { expedite: StateRow['expedite'] }) {
  if (!expedite) return <span className={styles.none}>None listed</span>
  return (
    <>
      {feeRange(expedite.fee, expedite.feeMax)}
      {expedite.hours == null ? ', time not stated' : `, ${turnaround(expedite.hours)}`}
      <ConfidenceMark confidence={expedite.confidence} />
      <span className={styles.detail}>{expedite.name}</span>
    </>
  )
}
