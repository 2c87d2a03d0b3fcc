import Link from 'next/link'
import type { Payload } from 'payload'

import { isStaffUser } from '@/access'
import { longDate } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'

import { orderFigures, remindersDueWhere } from '../server/dashboard'
import { ExpeditedLines, FigureLine, OrderLines, PeriodCard, WaitingCard } from './DashboardCards'
import { listHref } from './listHref'

import styles from './OrdersDashboard.module.css'

/**
 * The staff's view of the business, above the admin's collection cards. Revenue is what orders
 * paid in the period were charged, less the refunds made in the period, split into our fees and
 * the state fees we pass on. Every count links to the
 * list it counts, filtered by the same `where` (src/order/server/dashboardLists.ts).
 */
export async function OrdersDashboard({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isStaffUser(user)) return null
  const figures = await orderFigures(payload)
  const reminders = figures.remindersThisWeek
  return (
    <section className={styles.dashboard} aria-labelledby="orders-dashboard-title">
      <h2 id="orders-dashboard-title">Orders at a glance</h2>
      <div className={styles.grid}>
        <PeriodCard
          title="Revenue today"
          period={figures.today}
          orders={figures.ordersToday}
          when="today"
        />
        <PeriodCard
          title="Revenue this week"
          period={figures.week}
          orders={figures.ordersThisWeek}
          when="this week"
        />
        <WaitingCard waiting={figures.waiting} />
        <div className={styles.card}>
          <h3>Before filing</h3>
          <ul>
            <FigureLine figure={figures.expeditedNotFiled} label="expedited orders not filed yet" />
            <ExpeditedLines orders={figures.expeditedNotFiled.orders} today={figures.todayOn} />
            <FigureLine
              figure={figures.estimatedFee}
              label="orders whose state fee was an estimate: confirm the fee"
            />
            <FigureLine
              figure={figures.balancesDue}
              collection="order-balances"
              label="balances of the state fee due from customers"
            />
          </ul>
          {figures.estimatedFee.orders.length > 0 && (
            <OrderLines orders={figures.estimatedFee.orders} empty="" />
          )}
        </div>
        <div className={styles.card}>
          <h3>Needs attention</h3>
          <ul>
            <FigureLine figure={figures.unknownPayments} label="payments with an unknown outcome" />
            <FigureLine
              figure={figures.unknownBalances}
              collection="order-balances"
              label="balance payments with an unknown outcome"
            />
            <FigureLine
              figure={figures.receivedNotForwarded}
              collection="agent-mail"
              label="documents received for companies, scan not forwarded"
            />
            <FigureLine figure={figures.failedPayments} label="failed payments this week" />
            <FigureLine
              figure={figures.unconfirmedRefunds}
              label="refunds Square has not confirmed"
            />
          </ul>
        </div>
        <div className={styles.card}>
          <h3>Registered agent</h3>
          <ul>
            <FigureLine
              figure={figures.agent.active}
              collection="agent-services"
              label="companies we are the agent of"
              quiet
            />
            <FigureLine
              figure={figures.agent.endingSoon}
              collection="agent-services"
              label="of them with a free or paid year ending within 30 days"
              quiet
            />
            <FigureLine
              figure={figures.agent.stopping}
              collection="agent-services"
              label="stopped by the customer, ours until their last day"
              quiet
            />
            <FigureLine
              figure={figures.agent.ended}
              collection="agent-services"
              label="ended: the company needs another agent"
              quiet
            />
            <FigureLine
              figure={figures.agent.renewedThisWeek}
              collection="agent-renewals"
              label={`renewals paid this week, ${formatCents(figures.agent.renewedThisWeek.amountCents)}`}
              quiet
            />
            <FigureLine
              figure={figures.agent.unknownRenewals}
              collection="agent-renewals"
              label="renewal payments Square has not told the outcome of"
            />
          </ul>
        </div>
        <div className={styles.card}>
          <h3>Recent orders</h3>
          <OrderLines orders={figures.recent} empty="No paid orders yet." />
        </div>
        <div className={styles.card}>
          <h3>Settings to check</h3>
          <ul>
            <li className={figures.unverifiedFees.count ? styles.alert : undefined}>
              <Link href={listHref(figures.unverifiedFees.where, 'state-fees')}>
                <strong>{figures.unverifiedFees.count}</strong> state fee rows not verified
              </Link>
            </li>
          </ul>
          <h3>Reminder emails</h3>
          <p>
            <Link href={listHref(remindersDueWhere(reminders.until), 'order-reminders')}>
              <strong>{reminders.count}</strong> due this week, through{' '}
              {longDate(`${reminders.until}T12:00:00Z`)}
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
