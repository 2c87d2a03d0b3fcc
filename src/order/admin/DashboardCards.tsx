import Link from 'next/link'

import { elapsedSince, longDate } from '@/utilities/dates'
import { formatCents, formatDollars } from '@/utilities/money'

import type { Figure, OrderBrief, OrderFigures, Period } from '../server/dashboard'
import { STATUS_LABELS, type OrderStatus } from '../status'
import { listHref, orderHref } from './listHref'

import styles from './OrdersDashboard.module.css'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Revenue of a period, and the orders made in it as a link to their list. */
export function PeriodCard({
  title,
  period,
  orders,
  when,
}: {
  title: string
  period: Period
  orders: Figure
  when: string
}) {
  return (
    <div className={styles.card}>
      <h3>{title}</h3>
      <p className={styles.figure}>{formatCents(period.chargedCents - period.refundedCents)}</p>
      <p>
        {formatCents(period.chargedCents)} charged
        {period.refundedCents > 0 && <>, {formatCents(period.refundedCents)} refunded</>}
      </p>
      <p>
        Our fees{' '}
        {formatCents(
          period.chargedCents -
            period.stateFeeCents -
            (period.refundedCents - period.stateFeeRefundedCents),
        )}{' '}
        · state fees {formatCents(period.stateFeeCents)}, passed on to the states
        {period.stateFeeRefundedCents > 0 && (
          <> (after {formatCents(period.stateFeeRefundedCents)} of differences refunded)</>
        )}
      </p>
      <p>
        <Link href={listHref(orders.where)}>
          {plural(orders.count, 'order', 'orders')} {when}
        </Link>
      </p>
    </div>
  )
}

/** Orders waiting on staff per status, with how long the oldest has waited since payment. */
export function WaitingCard({ waiting }: { waiting: OrderFigures['waiting'] }) {
  return (
    <div className={styles.card}>
      <h3>Waiting on us</h3>
      <ul>
        {(['paid', 'in_review', 'filed_with_state'] as const).map((status) => {
          const { count, where, oldest } = waiting[status]
          return (
            <li key={status}>
              <Link href={listHref(where)}>
                {STATUS_LABELS[status]}: <strong>{count}</strong>
              </Link>
              {oldest?.paidAt && (
                <>
                  {' '}
                  ·{' '}
                  <Link href={orderHref(oldest.id)}>
                    oldest paid {elapsedSince(oldest.paidAt)} ago
                  </Link>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Orders named one a line, each a link to the order. */
export function OrderLines({ orders, empty }: { orders: OrderBrief[]; empty: string }) {
  if (!orders.length) return <p>{empty}</p>
  return (
    <ul>
      {orders.map((order) => (
        <li key={order.id}>
          <Link href={orderHref(order.id)}>
            #{order.id} {order.llcname}
          </Link>{' '}
          · {formatDollars(order.total)} · {STATUS_LABELS[order.status as OrderStatus]} ·{' '}
          {elapsedSince(order.createdAt)} ago
        </li>
      ))}
    </ul>
  )
}

/** Expedited orders not filed yet, each with the day it is promised by; red once that day has come. */
export function ExpeditedLines({
  orders,
  today,
}: {
  orders: OrderFigures['expeditedNotFiled']['orders']
  today: string
}) {
  if (!orders.length) return null
  return (
    <ul>
      {orders.map((order) => (
        <li key={order.id} className={order.dueOn <= today ? styles.alert : undefined}>
          <Link href={orderHref(order.id)}>
            #{order.id} {order.llcname}
          </Link>{' '}
          · {order.formationState} · due {longDate(`${order.dueOn}T12:00:00Z`)}
        </li>
      ))}
    </ul>
  )
}

/** A count that links to the list it counts; red when something needs doing. */
export function FigureLine({
  figure,
  label,
  collection,
  quiet = false,
}: {
  figure: Figure
  label: string
  /** The collection the figure counts, when not orders. */
  collection?: string
  /** A count to know, not one to act on: never shown as an alert. */
  quiet?: boolean
}) {
  return (
    <li className={figure.count && !quiet ? styles.alert : undefined}>
      <Link href={listHref(figure.where, collection)}>
        <strong>{figure.count}</strong> {label}
      </Link>
    </li>
  )
}
