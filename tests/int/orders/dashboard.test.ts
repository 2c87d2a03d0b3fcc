import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listHref } from '@/order/admin/listHref'
import { expectedFilingDay } from '@/order/filingSpeed'
import { calendarDayIn } from '@/utilities/dates'
import { type Figure, orderFigures, type OrderFigures } from '@/order/server/dashboard'

import { testPayload } from '../helpers'
import {
  newAddress,
  paidOrder,
  payBody,
  postOrder,
  removeStaffMembers,
  rest,
  staffMember,
  storedOrder,
} from './helpers'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>
let paidId: number
let failedId: number

/** What the admin list finds at a dashboard link: the REST API reads the same query string. */
async function listAt(href: string, limit = 1): Promise<{ totalDocs: number; ids: number[] }> {
  const [path, query] = href.replace('/admin/collections/', '').split('?')
  const answer = await rest('GET', `${path}?${query}&depth=0&limit=${limit}`, {
    headers: editor.headers,
  })
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  return {
    totalDocs: answer.json.totalDocs,
    ids: answer.json.docs.map((doc: { id: number }) => doc.id),
  }
}

/** Every linked figure of the dashboard, by name. */
const linked = (figures: OrderFigures): [string, Figure, string?][] => [
  ['orders today', figures.ordersToday],
  ['orders this week', figures.ordersThisWeek],
  ['paid', figures.waiting.paid],
  ['in review', figures.waiting.in_review],
  ['filed', figures.waiting.filed_with_state],
  ['expedited not filed', figures.expeditedNotFiled],
  ['estimated fee', figures.estimatedFee],
  ['unknown payments', figures.unknownPayments],
  ['failed payments', figures.failedPayments],
  ['unconfirmed refunds', figures.unconfirmedRefunds],
  ['unverified fees', figures.unverifiedFees, 'state-fees'],
  ['balances due', figures.balancesDue, 'order-balances'],
  ['unknown balance payments', figures.unknownBalances, 'order-balances'],
]

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
  // Delaware's fee is an estimate; the order is expedited.
  paidId = (await paidOrder({ llcname: 'Dashboard Paid' })).id
  const declined = payBody({ token: 'cnon:card-nonce-declined', llcname: 'Dashboard Declined' })
  expect((await postOrder('pay', declined, { address: newAddress() })).status).toBe(402)
  failedId = (await storedOrder(payload, declined.checkoutId))!.id
})

afterAll(() => removeStaffMembers(payload))

describe('the staff dashboard', () => {
  it('links each figure to the list it counts', async () => {
    const figures = await orderFigures(payload)
    for (const [name, figure, collection] of linked(figures))
      expect((await listAt(listHref(figure.where, collection))).totalDocs, name).toBe(figure.count)
    for (const name of ['orders today', 'paid', 'expedited not filed', 'estimated fee'])
      expect(linked(figures).find(([n]) => n === name)![1].count, name).toBeGreaterThan(0)
  })

  it('counts failed payments of this week only, and links that list', async () => {
    const figures = await orderFigures(payload)
    expect(JSON.stringify(figures.failedPayments.where)).toContain('updatedAt')
    const list = await listAt(listHref(figures.failedPayments.where), 100)
    expect(list.ids).toContain(failedId)
    // A week later, this week's lists hold none of today's orders.
    const later = await orderFigures(payload, new Date(Date.now() + 8 * 86_400_000))
    for (const figure of [later.failedPayments, later.ordersThisWeek, later.ordersToday]) {
      expect(figure.count).toBe(0)
      expect((await listAt(listHref(figure.where))).totalDocs).toBe(0)
    }
  })

  it('names the latest orders, the oldest waiting one and the fees to confirm', async () => {
    const figures = await orderFigures(payload)
    expect(figures.recent.length).toBeLessThanOrEqual(5)
    expect(figures.recent[0]!.id).toBe(paidId)
    expect(figures.recent.map((order) => order.id)).not.toContain(failedId)
    const oldest = figures.waiting.paid.oldest!
    expect(oldest.paidAt).toBeTruthy()
    const paid = await listAt(listHref(figures.waiting.paid.where), 1000)
    expect(paid.ids).toContain(oldest.id)
    const estimated = await listAt(listHref(figures.estimatedFee.where), 1000)
    expect(estimated.ids).toContain(paidId)
    expect(figures.estimatedFee.orders.length).toBe(Math.min(10, figures.estimatedFee.count))
    for (const order of figures.estimatedFee.orders) expect(estimated.ids).toContain(order.id)
  })

  it("separates our fees from the state fees we pass on, and lists expedited orders by the day they're due", async () => {
    const figures = await orderFigures(payload)
    const { today } = figures
    // Today's orders include the Popular Delaware LLC: $199 ours, $110 the state's.
    expect(today.stateFeeCents).toBeGreaterThanOrEqual(11_000)
    expect(today.chargedCents - today.stateFeeCents).toBeGreaterThanOrEqual(19_900)
    expect(today.stateFeeCents).toBeLessThan(today.chargedCents)
    // The oldest first, each due 2 business days after its payment (the list is shared with
    // every other test's orders: it is checked as a whole, not for one order).
    const listed = figures.expeditedNotFiled.orders
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThanOrEqual(10)
    for (const order of listed)
      expect(order.dueOn, `order ${order.id}`).toBe(
        expectedFilingDay(calendarDayIn(order.paidAt ?? order.createdAt), true),
      )
    const dues = figures.expeditedNotFiled.orders.map((order) => order.dueOn)
    expect(dues).toEqual([...dues].sort())
  })
})
