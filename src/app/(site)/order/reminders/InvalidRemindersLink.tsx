import Link from 'next/link'

import { buttonClass } from '@/components/Button'

import styles from './page.module.css'

/** A reminders link that is cut short, changed, or not ours. */
export function InvalidRemindersLink() {
  return (
    <>
      <p className={styles.eyebrow}>Deadline reminders</p>
      <h1 className={styles.title}>This link does not work</h1>
      <p>
        We could not tell which order it is for: the link may have been cut short or changed on its
        way (some email apps break long links). Nothing was changed.
      </p>
      <p>
        Open the &ldquo;Stop these reminders&rdquo; link of your latest reminder email again, or
        find your order with the email address you used at checkout: its page lets you change your
        reminders too.
      </p>
      <Link href="/order" className={buttonClass()}>
        Find your order
      </Link>
    </>
  )
}
