/**
 * The lists the staff dashboard counts, each one `where`: the figure counts it and its link opens
 * the admin's list filtered by it, so a figure and its list never disagree.
 */
import type { Where } from 'payload'

import { CHARGED_STATUSES } from '../status'

/** Orders waiting on staff, in the order they move. */
export const WAITING = ['paid', 'in_review', 'filed_with_state'] as const
export type WaitingStatus = (typeof WAITING)[number]

const DAY_MS = 24 * 60 * 60 * 1000

/** Paid and not yet filed with the state: what staff check before filing. */
const NOT_FILED = ['paid', 'in_review']

export type DashboardLists = ReturnType<typeof dashboardLists>

/**
 * `today` and `week` start the periods (midnight and Monday in BUSINESS_TIME_ZONE); a pending
 * order last written before `stuckBefore` has outlived its charge's lease by a minute.
 */
export const dashboardLists = ({
  today,
  week,
  stuckBefore,
}: {
  today: Date
  week: Date
  stuckBefore: Date
}) => {
  const chargedSince = (since: Date): Where => ({
    and: [
      { status: { in: [...CHARGED_STATUSES] } },
      { createdAt: { greater_than_equal: since.toISOString() } },
    ],
  })
  return {
    ordersToday: chargedSince(today),
    ordersThisWeek: chargedSince(week),
    waiting: {
      paid: { status: { equals: 'paid' } },
      in_review: { status: { equals: 'in_review' } },
      filed_with_state: { status: { equals: 'filed_with_state' } },
    } satisfies Record<WaitingStatus, Where>,
    expeditedNotFiled: {
      and: [{ status: { in: NOT_FILED } }, { expeditedFilling: { equals: true } }],
    } as Where,
    estimatedFeeNotFiled: {
      and: [
        { status: { in: NOT_FILED } },
        { stateFeeEstimated: { equals: true } },
        { stateFeeConfirmedCents: { exists: false } },
      ],
    } as Where,
    /** Of agent-services: our registered agent, serving now. */
    agentActive: { status: { equals: 'active' } } as Where,
    /** Of agent-services: serving, its free year (or paid year) ending within 30 days. */
    agentEndingSoon: {
      and: [
        { status: { equals: 'active' } },
        { paidUntil: { greater_than_equal: today.toISOString() } },
        { paidUntil: { less_than: new Date(today.getTime() + 30 * DAY_MS).toISOString() } },
      ],
    } as Where,
    /** Of agent-services: stopped by the customer, ours until its last day. */
    agentStopping: { status: { equals: 'cancelled' } } as Where,
    /** Of agent-services: ended; the state needs the customer's new agent. */
    agentEnded: { status: { equals: 'ended' } } as Where,
    /** Of agent-renewals: years of our agent paid for since the week began. */
    renewedThisWeek: {
      and: [{ status: { equals: 'paid' } }, { paidAt: { greater_than_equal: week.toISOString() } }],
    } as Where,
    /** Of agent-renewals: a charge Square has not told the outcome of, or one stuck mid-charge. */
    unknownRenewals: {
      or: [
        { status: { equals: 'payment_unknown' } },
        {
          and: [
            { status: { equals: 'pending' } },
            { updatedAt: { less_than: stuckBefore.toISOString() } },
          ],
        },
      ],
    } as Where,
    /** Of agent-mail: received for a company, its scan not on the order page yet. */
    receivedNotForwarded: { forwardedAt: { exists: false } } as Where,
    /** Of the collection order-balances: asked of customers, not paid yet. */
    balancesDue: { status: { equals: 'due' } } as Where,
    /** Of order-balances: a charge Square has not told the outcome of, or one stuck mid-charge. */
    unknownBalances: {
      or: [
        { status: { equals: 'payment_unknown' } },
        {
          and: [
            { status: { equals: 'pending' } },
            { updatedAt: { less_than: stuckBefore.toISOString() } },
          ],
        },
      ],
    } as Where,
    // A pending order's charge renews its row; one untouched since `stuckBefore` lost its process.
    // (The lease itself is a hidden column, which the admin list cannot filter on.)
    unknownPayments: {
      or: [
        { status: { equals: 'payment_unknown' } },
        {
          and: [
            { status: { equals: 'pending' } },
            { updatedAt: { less_than: stuckBefore.toISOString() } },
          ],
        },
      ],
    } as Where,
    failedThisWeek: {
      and: [
        { status: { equals: 'payment_failed' } },
        { updatedAt: { greater_than_equal: week.toISOString() } },
      ],
    } as Where,
    unconfirmedRefunds: { refundPending: { exists: true } } as Where,
  }
}

/** State-fee rows not checked against the state's own text. */
export const unverifiedFees: Where = {
  or: [{ verified: { equals: false } }, { verified: { exists: false } }],
}
