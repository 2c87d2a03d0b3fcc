import type { Metadata } from 'next'

import { remindersChoiceOf } from '@/order/server/reminders/choice'
import { orderOfRemindersToken } from '@/security/orderLinkTokens'
import { getPayloadClient } from '@/utilities/payload'

import { InvalidRemindersLink } from './InvalidRemindersLink'
import { RemindersSwitch } from './RemindersSwitch'

import styles from './page.module.css'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// The answer depends on the token in the address: rendered per request, never cached or indexed,
// and the token is never sent on as a referrer.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Deadline reminders',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** The customer's reminders choice, reached from any reminder's link (docs/customer-page.md#reminders). */
export default async function RemindersPage({ searchParams }: Args) {
  const { t } = await searchParams
  const token = typeof t === 'string' ? t : ''
  const orderId = orderOfRemindersToken(token)
  const choice = orderId ? await remindersChoiceOf(await getPayloadClient(), orderId) : null
  return (
    <section className={styles.page}>
      <div className="container">
        <div className={`card-surface ${styles.card}`}>
          {choice ? <RemindersSwitch choice={choice} token={token} /> : <InvalidRemindersLink />}
        </div>
      </div>
    </section>
  )
}
