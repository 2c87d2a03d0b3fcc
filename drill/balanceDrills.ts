/**
 * A balance of the state's fee paid while Square is frozen, and while the app is killed with
 * Square charging: each balance is its own checkout and must end as the orders' do (audit.ts):
 * nothing lost, nothing doubled, none stuck, no 500.
 */
import type pg from 'pg'

import type { StandinPayment } from '../scripts/square-standin'
import { linkTokenOf } from '../src/security/orderLinkTokens'
import type { Audit } from './audit'
import { type Drill, type DrillContext, type DrillResult, now, sleep, withDb } from './context'
import { payOnce, postJson, type Told } from './visitors'

const BALANCE_CENTS = 2500

type Balance = { orderId: number; balanceId: number; token: string }
type BalancePayment = Balance & { status: number; ms: number; told: Told }

/** The order page's token, made with the app's key (PAYLOAD_SECRET). */
function tokenOf(nonce: string, secret: string): string {
  const saved = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = secret
  try {
    return linkTokenOf(nonce)
  } finally {
    if (saved === undefined) delete process.env.PAYLOAD_SECRET
    else process.env.PAYLOAD_SECRET = saved
  }
}

/** Paid orders, each left with a balance due as staff confirming a higher fee leave one. */
async function balancesDue(context: DrillContext, count: number): Promise<Balance[]> {
  const balances: Balance[] = []
  while (balances.length < count) {
    const checkout = await payOnce(context.app.url)
    if (checkout.told !== 'paid')
      throw new Error(`a checkout to owe a balance was ${checkout.told}`)
    balances.push(
      await withDb(context.db.url, async (client) => {
        const { rows } = await client.query<{ id: number; link_nonce: string }>(
          'SELECT id, link_nonce FROM orders WHERE checkout_id = $1',
          [checkout.checkoutId],
        )
        const order = rows[0]!
        const made = await client.query<{ id: number }>(
          `INSERT INTO order_balances (order_id, summary, key, status, amount_cents, state_fee_cents, declined_attempts)
           VALUES ($1, $2, $3, 'due', $4, $5, 0) RETURNING id`,
          [
            order.id,
            `Drill balance of order ${order.id}`,
            `drill-${order.id}`,
            BALANCE_CENTS,
            20000,
          ],
        )
        return {
          orderId: order.id,
          balanceId: made.rows[0]!.id,
          token: tokenOf(order.link_nonce, context.env.PAYLOAD_SECRET!),
        }
      }),
    )
  }
  return balances
}

/** One customer paying their balance on the order page; what they were told. */
async function payBalance(baseUrl: string, balance: Balance): Promise<BalancePayment> {
  const sentAt = now()
  const { status, json } = await postJson(`${baseUrl}/api/orders/balance`, {
    token: balance.token,
    balanceId: balance.balanceId,
    cardToken: `cnon:card-nonce-ok-drill-${balance.balanceId}`,
    amountCents: BALANCE_CENTS,
  })
  const data = json?.data
  const told: Told =
    data?.success === true
      ? 'paid'
      : status === 0 ||
          status === 202 ||
          data?.code === 'PAYMENT_IN_PROGRESS' ||
          (!data && status >= 500)
        ? 'confirming'
        : 'failed'
  return { ...balance, status, ms: now() - sentAt, told }
}

async function auditBalances(
  db: pg.Client,
  payments: StandinPayment[],
  paying: BalancePayment[],
): Promise<Audit> {
  const { rows } = await db.query<{ id: number; status: string }>(
    'SELECT id, status FROM order_balances WHERE id = ANY($1)',
    [paying.map((payment) => payment.balanceId)],
  )
  const statusOf = new Map(rows.map((row) => [row.id, row.status]))
  const problems: string[] = []
  let charges = 0
  for (const payment of paying) {
    const which = `balance ${payment.balanceId}`
    const status = statusOf.get(payment.balanceId)
    const charged = payments.filter((p) => p.reference_id === `balance-${payment.balanceId}`).length
    charges += charged
    if (charged > 1) problems.push(`doubled: ${which} was charged ${charged} times`)
    if (charged > 0 && status !== 'paid')
      problems.push(`lost: ${which} was charged but is ${status}`)
    if (payment.told === 'paid' && status !== 'paid')
      problems.push(`lost: ${which} was told paid but is ${status}`)
    if (status === 'pending' || status === 'payment_unknown')
      problems.push(`stuck: ${which} is still ${status}`)
    if (payment.told === 'failed' && charged > 0)
      problems.push(`wrong: ${which} was told it failed but was charged`)
    if (payment.status === 500) problems.push(`500: the balance endpoint answered 500 for ${which}`)
  }
  const counts = new Map<number, number>()
  for (const { status } of paying) counts.set(status, (counts.get(status) ?? 0) + 1)
  return {
    checkouts: paying.length,
    orders: rows.length,
    paid: rows.filter((row) => row.status === 'paid').length,
    charges,
    answers5xx: paying.filter((payment) => payment.status >= 500).length,
    statuses: [...counts].map(([status, count]) => `${status}×${count}`).join(' '),
    problems,
  }
}

/** Audits until nothing waits on the settling timer any more, or the window is over. */
async function settledAudit(
  context: DrillContext,
  paying: BalancePayment[],
  faultEndedAt: number,
): Promise<DrillResult> {
  const overdueAt = now() + context.settleWindowMs
  let result: Audit
  for (;;) {
    result = await withDb(context.db.url, (client) =>
      auditBalances(client, context.standin.payments, paying),
    )
    if (!result.problems.some((problem) => problem.startsWith('stuck')) || now() > overdueAt) break
    await sleep(2_000)
  }
  return {
    audit: result,
    recoveryMs: now() - faultEndedAt,
    longestPayMs: Math.max(0, ...paying.map((payment) => payment.ms)),
    notes: [
      `${paying.filter((payment) => payment.told === 'confirming').length} customers told "confirming"; ${result.paid} of ${paying.length} balances paid`,
    ],
    problems: result.problems,
  }
}

const FROZEN_SECONDS = 30
const BALANCES = 3

export const balanceSquareFrozen: Drill = {
  name: 'balance-square-frozen',
  fault: `${BALANCES} state-fee balances paid while Square answers nothing for ${FROZEN_SECONDS} s`,
  async run(context) {
    const balances = await balancesDue(context, BALANCES)
    await context.gate.set('frozen')
    let paying: BalancePayment[]
    try {
      paying = await Promise.all(balances.map((balance) => payBalance(context.app.url, balance)))
      await sleep(Math.max(0, FROZEN_SECONDS * 1000 - Math.max(...paying.map((p) => p.ms))))
    } finally {
      await context.gate.set('open')
    }
    return settledAudit(context, paying, now())
  },
}

async function standinFault(url: string, fault: Record<string, unknown> | null) {
  const response = await fetch(`${url}/__standin/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: fault ? JSON.stringify(fault) : undefined,
  })
  if (!response.ok) throw new Error(`The stand-in refused the fault (${response.status}).`)
}

export const balanceAppKilledMidCharge: Drill = {
  name: 'balance-app-killed-mid-charge',
  fault: `the app killed (SIGKILL) while Square charged ${BALANCES} balances and had not answered`,
  async run(context) {
    const { standin, app } = context
    const balances = await balancesDue(context, BALANCES)
    await standinFault(standin.url, { mode: 'delay', ms: 15_000, times: BALANCES })
    const charged = standin.payments.length
    const paying = balances.map((balance) => payBalance(app.url, balance))
    const deadline = now() + 30_000
    while (standin.payments.length < charged + BALANCES && now() < deadline) await sleep(50)
    await app.kill()
    const told = await Promise.all(paying)
    await standinFault(standin.url, null)
    await app.start()
    return settledAudit(context, told, now())
  },
}
