import { buttonClass } from '@/components/Button'
import { FieldFrame } from '@/components/FormField'

import styles from './styles.module.css'

type Props = {
  /** Set once the form was sent: the same words whether or not we have orders for the address. */
  sent: boolean
  /** Minutes to wait before asking again, when asked too often. */
  wait: number | null
  invalidEmail: boolean
}

/** "Lost your link?": one email field posting to /order/lost-link, which 303s back here. */
export function FindOrder({ sent, wait, invalidEmail }: Props) {
  return (
    <section aria-labelledby="find" className={`card-surface ${styles.card}`}>
      <h2 id="find" className={styles.heading}>
        Lost your link?
      </h2>
      {sent && (
        <p role="status" className={styles.notice}>
          If we have orders for that address, we have emailed their links. It can take a few
          minutes; check your spam folder.
        </p>
      )}
      {wait != null && (
        <p role="alert" className={styles.notice}>
          You have asked several times already. Please try again in {wait}{' '}
          {wait === 1 ? 'minute' : 'minutes'}.
        </p>
      )}
      <p>Type the email address you used at checkout, and we email you the links to your orders.</p>
      <form method="post" action="/order/lost-link" className={styles.findForm}>
        <FieldFrame
          id="order-email"
          label="Email used at checkout"
          error={invalidEmail ? 'Enter a valid email address, like name@example.com' : undefined}
          alert
        >
          {(aria) => (
            <input
              {...aria}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          )}
        </FieldFrame>
        <button type="submit" className={buttonClass('primary')}>
          Email me my order links
        </button>
      </form>
    </section>
  )
}
