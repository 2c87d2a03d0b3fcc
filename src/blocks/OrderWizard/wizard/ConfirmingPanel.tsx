import styles from './wizard.module.css'

/**
 * In place of the steps while a payment is being confirmed (pay answered 202, or a reload found
 * the checkout waiting): what is happening and what the visitor gets, never an offer to pay again.
 */
export function ConfirmingPanel() {
  return (
    <div className={styles.note} role="status" data-testid="payment-confirming">
      <p>
        <strong>We are confirming your payment; you will get an email within minutes.</strong>
      </p>
      <p>
        The card processor has not told us the outcome yet. This page updates by itself as soon as
        it does, even if you reload it. Please do not pay again: you will not be charged twice. If
        nothing has changed within an hour, please contact us.
      </p>
    </div>
  )
}
