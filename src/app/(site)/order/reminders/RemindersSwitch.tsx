import Link from 'next/link'

import { buttonClass } from '@/components/Button'
import type { RemindersChoice } from '@/order/server/reminders/choice'
import { STOP_REMINDERS_PATH, withRemindersToken } from '@/order/server/reminders/links'

import styles from './page.module.css'

/** Whether reminders are on, and a plain form (no script needed) that switches them. */
export function RemindersSwitch({ choice, token }: { choice: RemindersChoice; token: string }) {
  const { companyName, stateName, on } = choice
  return (
    <>
      <p className={styles.eyebrow}>Deadline reminders</p>
      <h1 className={styles.title}>{companyName}</h1>
      <p className={styles.state} role="status">
        <span className={on ? styles.on : styles.off} aria-hidden="true" />
        Reminders are <strong>{on ? 'on' : 'off'}</strong>
      </p>
      <p>
        {on
          ? `We email you 30 and 7 days before each of ${companyName}'s ${stateName} filing deadlines.`
          : `We will not email you before ${companyName}'s filing deadlines. Your order page still lists them, and you can turn reminders back on here at any time.`}
      </p>
      <form method="post" action={withRemindersToken(STOP_REMINDERS_PATH, token)}>
        <input type="hidden" name="reminders" value={on ? 'off' : 'on'} />
        <button type="submit" className={buttonClass(on ? 'secondary' : 'primary')}>
          {on ? 'Turn reminders off' : 'Turn reminders back on'}
        </button>
      </form>
      <p className={styles.aside}>
        Looking for your order page? Its link is in your confirmation email, or{' '}
        <Link href="/order">we can email it to you again</Link>.
      </p>
    </>
  )
}
