import Link from 'next/link'
import type { Payload } from 'payload'

import { isStaffUser } from '@/access'
import { longDate } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'

import { orderFigures, type Period } from '../server/dashboard'
import { STATUS_LABELS } from '../status'

import styles from './OrdersDashboard.module.css'

const ORDERS = '/admin/collections/orders'

const listOf = (where: Record<string, string>, base = ORDERS) =>
  `${base}?${new URLSearchParams(where).toString()}`

const byStatus = (status: string) => listOf({ 'where[status][equals]': status })

/** The reminder emails the dashboard counts, as the reminders list filters them. */
const remindersUntil = (until: string) =>
  listOf(
    { 'where[status][equals]': 'scheduled', 'where[sendOn][less_than_equal]': until },
    '/admin/collections/order-reminders',
  )

function PeriodCard({ title, period }: { title: string; period: Period }) {
  return (
    <div className={styles.card}>
      <h3>{title}</h3>
      <p className={styles.figure}>{formatCents(period.chargedCents - period.refundedCents)}</p>
      <p>
        {period.orders} {period.orders === 1 ? 'order' : 'orders'} paid,{' '}
        {formatCents(period.chargedCents)} charged
        {period.refundedCents > 0 && <>, {formatCents(period.refundedCents)} refunded</>}
      </p>
    </div>
  )
}

/**
 * The staff's view of the business, above the admin's collection cards. Revenue is what orders
 * paid in the period were charged, less the refunds made in the period.
 */
export async function OrdersDashboard({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isStaffUser(user)) return null
  const figures = await orderFigures(payload)
  const attention = [
    {
      count: figures.unknownPayments,
      label: 'payments with an unknown outcome',
      href: listOf({ 'where[status][in]': 'payment_unknown,pending' }),
    },
    {
      count: figures.failedPayments,
      label: 'failed payments this week',
      href: byStatus('payment_failed'),
    },
    {
      count: figures.unconfirmedRefunds,
      label: 'refunds Square has not confirmed',
      href: listOf({ 'where[refundPending][exists]': 'true' }),
    },
    {
      count: figures.unverifiedFees,
      label: 'state fee rows not verified',
      href: listOf({ 'where[verified][equals]': 'false' }, '/admin/collections/state-fees'),
    },
  ]
  return (
    <section className={styles.dashboard} aria-labelledby="orders-dashboard-title">
      <h2 id="orders-dashboard-title">Orders at a glance</h2>
      <div className={styles.grid}>
        <PeriodCard title="Revenue today" period={figures.today} />
        <PeriodCard title="Revenue this week" period={figures.week} />
        <div className={styles.card}>
          <h3>Waiting on us</h3>
          <ul>
            {(['paid', 'in_review', 'filed_with_state'] as const).map((status) => (
              <li key={status}>
                <Link href={byStatus(status)}>
                  {STATUS_LABELS[status]}: <strong>{figures.waiting[status]}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3>Reminder emails</h3>
          <p className={styles.figure}>{figures.remindersThisWeek.count}</p>
          <p>
            <Link href={remindersUntil(figures.remindersThisWeek.until)}>
              due this week, through {longDate(`${figures.remindersThisWeek.until}T12:00:00Z`)}
            </Link>
          </p>
        </div>
        <div className={styles.card}>
          <h3>Needs attention</h3>
          <ul>
            {attention.map((item) => (
              <li key={item.label} className={item.count ? styles.alert : undefined}>
                <Link href={item.href}>
                  <strong>{item.count}</strong> {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
