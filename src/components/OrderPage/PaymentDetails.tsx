import type { ConfirmationLine } from '@/email/templates/orderConfirmation'
import { FEE_DIFFERENCE_SENTENCE } from '@/order/feeSettlement'
import type { PageBalance } from '@/order/server/orderPage'
import type { RefundRecord } from '@/order/staffActions'
import { formatCents, formatDollars } from '@/utilities/money'

import { dayOf } from './format'
import styles from './styles.module.css'

type Props = {
  packageLabel: string
  lines: ConfirmationLine[]
  total: number
  refunds: RefundRecord[]
  refundedCents: number
  /** Charged as an estimate and not confirmed yet (never once the order is completed). */
  stateFeeEstimated: boolean
  balances: PageBalance[]
}

const amountOf = (line: ConfirmationLine) =>
  line.included ? 'Included' : formatDollars(line.amount, { min: 2, max: 2 })

/** The package and what the card paid, line by line, with any refund. */
export function PaymentDetails({
  packageLabel,
  lines,
  total,
  refunds,
  refundedCents,
  stateFeeEstimated,
  balances,
}: Props) {
  // A balance refunded with the order was paid first: it shows as paid, then refunded.
  const paid = balances.filter(
    (balance) => balance.status === 'paid' || balance.status === 'refunded',
  )
  const paidCents = paid.reduce((sum, balance) => sum + balance.amountCents, 0)
  const balancesRefunded = balances.filter((balance) => balance.status === 'refunded')
  const refundedInAll =
    refundedCents + balancesRefunded.reduce((sum, balance) => sum + balance.amountCents, 0)
  const waived = balances.filter((balance) => balance.status === 'waived')
  return (
    <section aria-labelledby="payment" className={`card-surface ${styles.card}`}>
      <h2 id="payment" className={styles.heading}>
        Your package and payment
      </h2>
      <p>
        Package: <strong>{packageLabel}</strong>
      </p>
      <table className={styles.lines}>
        <caption className="visually-hidden">What you paid, line by line</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label} className={line.included ? styles.included : undefined}>
              <th scope="row">{line.label}</th>
              <td>{amountOf(line)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total paid</th>
            <td>{formatDollars(total, { min: 2, max: 2 })}</td>
          </tr>
          {paid.map((balance) => (
            <tr key={`balance-${balance.id}`}>
              <th scope="row">
                Balance of the state&apos;s fee, paid
                {balance.paidAt ? ` on ${dayOf(balance.paidAt)}` : ''}
              </th>
              <td>+{formatCents(balance.amountCents)}</td>
            </tr>
          ))}
          {refunds.map((refund) => (
            <tr key={refund.refundId} className={styles.refund}>
              <th scope="row">Refunded on {dayOf(refund.refundedAt)}</th>
              <td>−{formatCents(refund.amountCents)}</td>
            </tr>
          ))}
          {balancesRefunded.map((balance) => (
            <tr key={`balance-refund-${balance.id}`} className={styles.refund}>
              <th scope="row">
                Balance refunded{balance.refundedAt ? ` on ${dayOf(balance.refundedAt)}` : ''}
              </th>
              <td>−{formatCents(balance.amountCents)}</td>
            </tr>
          ))}
          {(refundedInAll > 0 || paidCents > 0) && (
            <tr>
              <th scope="row">{refundedInAll > 0 ? 'Paid after refunds' : 'Paid in all'}</th>
              <td>{formatCents(Math.round(total * 100) + paidCents - refundedInAll)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {stateFeeEstimated && (
        <p className={styles.note}>
          The state fee was an estimate when you paid: we confirm the state&apos;s own fee before we
          file. {FEE_DIFFERENCE_SENTENCE}
        </p>
      )}
      {waived.map((balance) => (
        <p key={`waived-${balance.id}`} className={styles.note}>
          The state&apos;s fee is {formatCents(balance.stateFeeCents)}: we paid the difference of{' '}
          {formatCents(balance.amountCents)} ourselves. Nothing more is due.
        </p>
      ))}
      {refundedCents > 0 && (
        <p className={styles.note}>
          A refund reaches your card within 5 to 10 business days, depending on your bank.
        </p>
      )}
    </section>
  )
}
