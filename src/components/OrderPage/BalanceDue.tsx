import dynamic from 'next/dynamic'

import type { PageBalance } from '@/order/server/orderPage'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'
import { formatCents } from '@/utilities/money'

import styles from './styles.module.css'

// Its own chunk, and Square's script only once the customer chooses to pay.
const CardPayForm = dynamic(() => import('./CardPayForm').then((module) => module.CardPayForm))

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

type Props = {
  balance: PageBalance
  token: string
  stateName: string
  square: SquareBrowserConfig | null
  /** The order is filed already: the fee was confirmed after filing. */
  filed: boolean
}

/**
 * "Balance due: $20.00, because the state's fee is $110.00", with where the fee was read, and the
 * card form that pays it (docs/customer-page.md#a-balance-of-the-states-fee). The order is filed
 * once it is paid.
 */
export function BalanceDue({ balance, token, stateName, square, filed }: Props) {
  const amount = formatCents(balance.amountCents)
  const confirming = balance.status === 'pending' || balance.status === 'payment_unknown'
  return (
    <section aria-labelledby="balance" className={`card-surface ${styles.card} ${styles.balance}`}>
      <h2 id="balance" className={styles.heading}>
        Balance due: {amount}, because the state&apos;s fee is {formatCents(balance.stateFeeCents)}
      </h2>
      <p>
        {stateName}&apos;s fee for filing your company is higher than the one your order was
        charged.{' '}
        {filed
          ? 'Your company is filed: please pay the difference.'
          : 'We file as soon as the balance is paid.'}
      </p>
      {balance.sourceUrl && (
        <p className={styles.note}>
          Where the fee was read:{' '}
          <a href={balance.sourceUrl} rel="noreferrer">
            {hostOf(balance.sourceUrl)}
          </a>
          {balance.sourceCheckedOn ? `, checked on ${balance.sourceCheckedOn}` : ''}.
        </p>
      )}
      {confirming ? (
        <p role="status">
          We are confirming your payment with the card processor. Reload this page in a minute; you
          will not be charged twice.
        </p>
      ) : (
        <CardPayForm
          endpoint="/api/orders/balance"
          body={{ token, balanceId: balance.id, amountCents: balance.amountCents }}
          amount={amount}
          what="the balance"
          thanks={`Thank you: ${amount} is paid. We go on with your filing.`}
          fieldId="balance-card"
          square={square}
        />
      )}
    </section>
  )
}
