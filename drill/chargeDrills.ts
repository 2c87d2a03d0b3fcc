/**
 * Charges after the checkout, made while Square is frozen and while the app is killed with Square
 * charging: a balance of the state's fee and a year of our registered agent. Each is its own
 * checkout and must end as the orders' do (audit.ts): nothing lost, nothing doubled, none stuck,
 * no 500.
 */
import type pg from 'pg'

import type { StandinPayment } from '../scripts/square-standin'
import { linkTokenOf } from '../src/security/orderLinkTokens'
import type { Audit } from './audit'
import { type Drill, type DrillContext, type DrillResult, now, sleep, withDb } from './context'
import { payOnce, postJson, type Told } from './visitors'

const BALANCE_CENTS = 2500
const RENEWAL_CENTS = 12500

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

/** An order owing a charge after its checkout, and its order page's token. */
type Owing = { orderId: number; token: string }
type ChargePayment = Owing & { status: number; ms: number; told: Told }

/** What differs between a balance and a renewal in the drills. */
type ChargeKind = {
  /** "balance", "renewal": how the drill's lines name one. */
  name: string
  table: 'order_balances' | 'agent_renewals'
  /** Our reference of its payment at Square. */
  reference: (id: number) => string
  endpoint: string
  /** Makes the order owe it, as staff confirming a higher fee or a filing a year ago would. */
  owe: (client: pg.Client, orderId: number, context: DrillContext) => Promise<void>
  body: (owing: Owing) => Record<string, unknown>
}

const BALANCE: ChargeKind = {
  name: 'balance',
  table: 'order_balances',
  reference: (id) => `balance-${id}`,
  endpoint: '/api/orders/balance',
  owe: async (client, orderId) => {
    await client.query(
      `INSERT INTO order_balances (order_id, summary, key, status, amount_cents, state_fee_cents, declined_attempts)
       VALUES ($1, $2, $3, 'due', $4, $5, 0)`,
      [orderId, `Drill balance of order ${orderId}`, `drill-${orderId}`, BALANCE_CENTS, 20000],
    )
  },
  body: ({ token, orderId }) => ({
    token,
    balanceId: 0, // replaced by the balance's id below
    cardToken: `cnon:card-nonce-ok-drill-${orderId}`,
    amountCents: BALANCE_CENTS,
  }),
}

/** Our agent's free year ending in 20 days: its renewal is open on the order page. */
const RENEWAL: ChargeKind = {
  name: 'renewal',
  table: 'agent_renewals',
  reference: (id) => `agent-renewal-${id}`,
  endpoint: '/api/orders/agent-renewal',
  owe: async (client, orderId) => {
    await client.query(
      `INSERT INTO agent_services (order_id, title, state, status, starts_on, free_until, paid_until, renewal_price)
       VALUES ($1, $2, 'delaware', 'active',
         date_trunc('day', now()) - interval '345 days' + interval '12 hours',
         date_trunc('day', now()) + interval '20 days' + interval '12 hours',
         date_trunc('day', now()) + interval '20 days' + interval '12 hours', $3)`,
      [orderId, `Drill service of order ${orderId}`, RENEWAL_CENTS / 100],
    )
  },
  body: ({ token, orderId }) => ({
    token,
    cardToken: `cnon:card-nonce-ok-drill-renewal-${orderId}`,
    amountCents: RENEWAL_CENTS,
  }),
}

/** A card saved at the stand-in (as the order page's save would), with its customer. */
async function savedCardAt(url: string, orderId: number) {
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer drill', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`The stand-in refused ${path} (${response.status}).`)
    return (await response.json()) as { customer?: { id: string }; card?: { id: string } }
  }
  const { customer } = await post('/v2/customers', {
    idempotency_key: `drill-customer-${orderId}`,
    email_address: `drill-${orderId}@example.com`,
  })
  const { card } = await post('/v2/cards', {
    idempotency_key: `drill-card-${orderId}`,
    source_id: `cnon:card-nonce-ok-drill-card-${orderId}`,
    card: { customer_id: customer!.id },
  })
  return { customerId: customer!.id, cardId: card!.id }
}

/**
 * Our agent's year ending in 2 days with automatic renewal on: the hourly run charges the saved
 * card (its day is 3 days before the end), with no customer at the page.
 */
const AUTO_RENEWAL: ChargeKind = {
  name: 'auto-renewal',
  table: 'agent_renewals',
  reference: (id) => `agent-renewal-${id}`,
  endpoint: 'the hourly run',
  owe: async (client, orderId, context) => {
    const { customerId, cardId } = await savedCardAt(context.standin.url, orderId)
    await client.query(
      `INSERT INTO agent_services (order_id, title, state, status, starts_on, free_until, paid_until,
         renewal_price, saved_card, saved_card_id, square_customer_id, auto_renew_consent, auto_renew_consent_at)
       VALUES ($1, $2, 'delaware', 'active',
         date_trunc('day', now()) - interval '363 days' + interval '12 hours',
         date_trunc('day', now()) + interval '2 days' + interval '12 hours',
         date_trunc('day', now()) + interval '2 days' + interval '12 hours', $3,
         'Visa ending 1111, expires 12/2030', $4, $5, 'Agreed in the drill', now())`,
      [orderId, `Drill service of order ${orderId}`, RENEWAL_CENTS / 100, cardId, customerId],
    )
  },
  body: () => ({}),
}

/** Queues the hourly run now, as its schedule would: the jobs leader runs it within a tick. */
const runHourlyNow = (context: DrillContext) =>
  withDb(context.db.url, (client) =>
    client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ('{}', 'sendDueReminders', 'default', now())`,
    ),
  )

/** The renewals the run has made for these orders and what they are. */
const renewalStatuses = (context: DrillContext, orders: Owing[]) =>
  withDb(context.db.url, async (client) => {
    const { rows } = await client.query<{ status: string }>(
      'SELECT status FROM agent_renewals WHERE order_id = ANY($1)',
      [orders.map((order) => order.orderId)],
    )
    return rows.map((row) => row.status)
  })

/** Paid orders, each left owing a charge of the kind. */
async function owing(context: DrillContext, kind: ChargeKind, count: number): Promise<Owing[]> {
  const orders: Owing[] = []
  while (orders.length < count) {
    const checkout = await payOnce(context.app.url)
    if (checkout.told !== 'paid')
      throw new Error(`a checkout to owe a ${kind.name} was ${checkout.told}`)
    orders.push(
      await withDb(context.db.url, async (client) => {
        const { rows } = await client.query<{ id: number; link_nonce: string }>(
          'SELECT id, link_nonce FROM orders WHERE checkout_id = $1',
          [checkout.checkoutId],
        )
        const order = rows[0]!
        await kind.owe(client, order.id, context)
        return { orderId: order.id, token: tokenOf(order.link_nonce, context.env.PAYLOAD_SECRET!) }
      }),
    )
  }
  return orders
}

/** The balance's id, which its payment names (a renewal's row is made by its first payment). */
async function bodyOf(context: DrillContext, kind: ChargeKind, order: Owing) {
  const body = kind.body(order)
  if (kind !== BALANCE) return body
  const id = await withDb(context.db.url, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM order_balances WHERE order_id = $1',
      [order.orderId],
    )
    return rows[0]!.id
  })
  return { ...body, balanceId: id }
}

/** One customer paying on the order page; what they were told. */
async function pay(context: DrillContext, kind: ChargeKind, order: Owing): Promise<ChargePayment> {
  const body = await bodyOf(context, kind, order)
  const sentAt = now()
  const { status, json } = await postJson(`${context.app.url}${kind.endpoint}`, body)
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
  return { ...order, status, ms: now() - sentAt, told }
}

async function auditCharges(
  db: pg.Client,
  kind: ChargeKind,
  payments: StandinPayment[],
  paying: ChargePayment[],
): Promise<Audit> {
  const { rows } = await db.query<{ id: number; order_id: number; status: string }>(
    `SELECT id, order_id, status FROM ${kind.table} WHERE order_id = ANY($1)`,
    [paying.map((payment) => payment.orderId)],
  )
  const rowOf = new Map(rows.map((row) => [row.order_id, row]))
  const problems: string[] = []
  let charges = 0
  for (const payment of paying) {
    const row = rowOf.get(payment.orderId)
    const which = `the ${kind.name} of order ${payment.orderId}`
    const status = row?.status
    const charged = row
      ? payments.filter((p) => p.reference_id === kind.reference(row.id)).length
      : 0
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
    if (payment.status === 500) problems.push(`500: ${kind.endpoint} answered 500 for ${which}`)
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
  kind: ChargeKind,
  paying: ChargePayment[],
  faultEndedAt: number,
): Promise<DrillResult> {
  const overdueAt = now() + context.settleWindowMs
  let result: Audit
  for (;;) {
    result = await withDb(context.db.url, (client) =>
      auditCharges(client, kind, context.standin.payments, paying),
    )
    if (!result.problems.some((problem) => problem.startsWith('stuck')) || now() > overdueAt) break
    await sleep(2_000)
  }
  return {
    audit: result,
    recoveryMs: now() - faultEndedAt,
    longestPayMs: Math.max(0, ...paying.map((payment) => payment.ms)),
    notes: [
      `${paying.filter((payment) => payment.told === 'confirming').length} customers told "confirming"; ${result.paid} of ${paying.length} ${kind.name}s paid`,
    ],
    problems: result.problems,
  }
}

const FROZEN_SECONDS = 30
const COUNT = 3

const squareFrozenFor = (kind: ChargeKind): Drill => ({
  name: `${kind.name}-square-frozen`,
  fault: `${COUNT} ${kind.name}s paid on order pages while Square answers nothing for ${FROZEN_SECONDS} s`,
  async run(context) {
    const orders = await owing(context, kind, COUNT)
    await context.gate.set('frozen')
    let paying: ChargePayment[]
    try {
      paying = await Promise.all(orders.map((order) => pay(context, kind, order)))
      await sleep(Math.max(0, FROZEN_SECONDS * 1000 - Math.max(...paying.map((p) => p.ms))))
    } finally {
      await context.gate.set('open')
    }
    return settledAudit(context, kind, paying, now())
  },
})

async function standinFault(url: string, fault: Record<string, unknown> | null) {
  const response = await fetch(`${url}/__standin/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: fault ? JSON.stringify(fault) : undefined,
  })
  if (!response.ok) throw new Error(`The stand-in refused the fault (${response.status}).`)
}

const appKilledMidChargeOf = (kind: ChargeKind): Drill => ({
  name: `${kind.name}-app-killed-mid-charge`,
  fault: `the app killed (SIGKILL) while Square charged ${COUNT} ${kind.name}s and had not answered`,
  async run(context) {
    const { standin, app } = context
    const orders = await owing(context, kind, COUNT)
    await standinFault(standin.url, { mode: 'delay', ms: 15_000, times: COUNT })
    const charged = standin.payments.length
    const paying = orders.map((order) => pay(context, kind, order))
    const deadline = now() + 30_000
    while (standin.payments.length < charged + COUNT && now() < deadline) await sleep(50)
    await app.kill()
    const told = await Promise.all(paying)
    await standinFault(standin.url, null)
    await app.start()
    return settledAudit(context, kind, told, now())
  },
})

/** No customer is told anything by the run: each renewal counts as "confirming" until audited. */
const byTheRun = (orders: Owing[]): ChargePayment[] =>
  orders.map((order) => ({ ...order, status: 200, ms: 0, told: 'confirming' as Told }))

/** Every renewal must end paid once: the run charges each saved card, whatever happened. */
function allPaid(result: DrillResult, count: number): DrillResult {
  const paid = result.audit?.paid ?? 0
  const unpaid =
    paid === count
      ? []
      : [`unpaid: ${count - paid} of ${count} automatic renewals were not charged`]
  return {
    ...result,
    // No one paid at a page: the hourly run charged the saved cards.
    audit: result.audit && {
      ...result.audit,
      statuses: '',
      problems: [...result.audit.problems, ...unpaid],
    },
    notes: [`the hourly run charged the saved cards: ${paid} of ${count} renewals paid`],
    problems: [...result.problems, ...unpaid],
  }
}

export const autoRenewalSquareFrozen: Drill = {
  name: 'auto-renewal-square-frozen',
  fault: `the hourly run charges ${COUNT} saved cards while Square answers nothing for ${FROZEN_SECONDS} s`,
  async run(context) {
    const orders = await owing(context, AUTO_RENEWAL, COUNT)
    await context.gate.set('frozen')
    try {
      await runHourlyNow(context)
      const deadline = now() + 60_000
      while (!(await renewalStatuses(context, orders)).length && now() < deadline) await sleep(500)
      await sleep(FROZEN_SECONDS * 1000)
    } finally {
      await context.gate.set('open')
    }
    const openedAt = now()
    // The run goes on once Square answers; a second run (the next hour) charges what it missed.
    await runHourlyNow(context)
    const deadline = now() + 90_000
    while (now() < deadline) {
      const statuses = await renewalStatuses(context, orders)
      if (statuses.length === COUNT && !statuses.includes('due')) break
      await sleep(1_000)
    }
    return allPaid(await settledAudit(context, AUTO_RENEWAL, byTheRun(orders), openedAt), COUNT)
  },
}

export const autoRenewalJobKilledMidCharge: Drill = {
  name: 'auto-renewal-job-killed-mid-charge',
  fault: `the app killed (SIGKILL) while its hourly run charged a saved card and Square had not answered`,
  async run(context) {
    const { standin, app } = context
    const orders = await owing(context, AUTO_RENEWAL, COUNT)
    await standinFault(standin.url, { mode: 'delay', ms: 15_000, times: 1 })
    const charged = standin.payments.length
    await runHourlyNow(context)
    const deadline = now() + 60_000
    while (standin.payments.length < charged + 1 && now() < deadline) await sleep(50)
    await app.kill()
    await standinFault(standin.url, null)
    await app.start()
    const restartedAt = now()
    // The run killed with it is queued again by the new leader once stale; the next hour's run
    // (queued here) charges the cards it had not reached.
    await runHourlyNow(context)
    const until = now() + 120_000
    while (now() < until) {
      const statuses = await renewalStatuses(context, orders)
      if (statuses.length === COUNT && !statuses.includes('due')) break
      await sleep(1_000)
    }
    return allPaid(await settledAudit(context, AUTO_RENEWAL, byTheRun(orders), restartedAt), COUNT)
  },
}

export const balanceSquareFrozen = squareFrozenFor(BALANCE)
export const balanceAppKilledMidCharge = appKilledMidChargeOf(BALANCE)
export const renewalSquareFrozen = squareFrozenFor(RENEWAL)
export const renewalAppKilledMidCharge = appKilledMidChargeOf(RENEWAL)
