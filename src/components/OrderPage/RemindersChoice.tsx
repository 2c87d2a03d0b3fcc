import { buttonClass } from '@/components/Button'

import { orderPath } from './format'
import styles from './styles.module.css'

type Props = { token: string; on: boolean; stopped: boolean }

/** The customer's choice of deadline reminders, and a plain form to change it. */
export function RemindersChoice({ token, on, stopped }: Props) {
  return (
    <section aria-labelledby="reminders" className={`card-surface ${styles.card}`}>
      <h2 id="reminders" className={styles.heading}>
        Deadline reminders
      </h2>
      {stopped ? (
        <p>We send no reminders for an order that was cancelled or refunded.</p>
      ) : (
        <form method="post" action={orderPath(token, 'reminders')} className={styles.reminders}>
          <p>
            {on
              ? 'On: we email you 30 days and 7 days before each due date in the calendar.'
              : 'Off: we do not email you before the due dates. Turn them on to get an email 30 days and 7 days before each one.'}
          </p>
          <input type="hidden" name="reminders" value={on ? 'off' : 'on'} />
          <button type="submit" className={buttonClass(on ? 'secondary' : 'primary')}>
            {on ? 'Turn reminders off' : 'Turn reminders on'}
          </button>
        </form>
      )}
    </section>
  )
}
