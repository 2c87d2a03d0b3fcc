import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'
import {
  clientBody,
  countOrders,
  ownData,
  payBody,
  postOrder,
  standin,
  storedOrder,
} from './helpers'

// What a package sells, as an attacker would probe it: the free package with every extra asked
// for, flags the package does not sell, and a client record that adds an extra after payment.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const FOUR_EXTRAS = {
  ein: true,
  operatingAgreement: true,
  businessContractTemplates: true,
  irsForm: true,
}
const EXTRAS_TOTAL = 70 + 99 + 150 + 50
/** Delaware's LLC fee in the seeded table. */
const DELAWARE_LLC = 110

/** A free Delaware LLC on standard filing, owned by the running test. */
function freeOrder(overrides: Record<string, unknown> = {}) {
  const { llcname, email, address } = ownData()
  const body = payBody({
    llcname,
    email,
    clientPackage: 'free',
    expeditedFilling: false,
    amount: DELAWARE_LLC,
    ...overrides,
  })
  return { body, address }
}

describe('the free package’s extras', () => {
  it('charges for all four extras and stores the order with them', async () => {
    const charges = await standin.count()
    const { body, address } = freeOrder({ ...FOUR_EXTRAS, amount: DELAWARE_LLC + EXTRAS_TOTAL })
    const { status, json } = await postOrder('pay', body, { address })
    expect(status, JSON.stringify(json)).toBe(200)

    const order = await storedOrder(payload, body.checkoutId)
    expect(order).toMatchObject({
      status: 'paid',
      clientPackage: 'free',
      total: 479,
      amountCents: 47900,
      ...FOUR_EXTRAS,
      // Nothing else comes with the free package.
      businessBankAccount: false,
      businessTaxConsultation: false,
      expeditedFilling: false,
    })
    const { count, payments } = await standin.charges()
    expect(count).toBe(charges + 1)
    expect(payments.find((p) => p.id === order?.squarePaymentId)?.amount_money.amount).toBe(47900)
  })

  it('refuses the extras at the state fee alone (the reported attack), charging and storing nothing', async () => {
    const charges = await standin.count()
    const orders = await countOrders(payload)
    const { body, address } = freeOrder({ ...FOUR_EXTRAS, amount: DELAWARE_LLC })
    const { status, json } = await postOrder('pay', body, { address })

    expect(status).toBe(409)
    expect(json.data).toMatchObject({
      success: false,
      total: 479,
      error: 'The total of this order is $479, not $110. Review the order and pay again.',
    })
    expect(json.data.lines).toEqual(
      expect.arrayContaining([
        { key: 'add-on-ein', label: 'EIN', amount: 70 },
        { key: 'add-on-operatingAgreement', label: 'Operating Agreement', amount: 99 },
        {
          key: 'add-on-businessContractTemplates',
          label: 'Business Contract Templates',
          amount: 150,
        },
        { key: 'add-on-irsForm', label: 'IRS Form 2553', amount: 50 },
      ]),
    )
    expect(await standin.count()).toBe(charges)
    expect(await countOrders(payload)).toBe(orders)
    expect(await storedOrder(payload, body.checkoutId)).toBeUndefined()
  })

  it('charges exactly the extras chosen', async () => {
    const { body, address } = freeOrder({
      ein: true,
      irsForm: true,
      amount: DELAWARE_LLC + 70 + 50,
    })
    const { status, json } = await postOrder('pay', body, { address })
    expect(status, JSON.stringify(json)).toBe(200)
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      amountCents: (DELAWARE_LLC + 120) * 100,
      ein: true,
      irsForm: true,
      operatingAgreement: false,
      businessContractTemplates: false,
    })
  })

  it('charges nothing more for what popular includes, and stores it whatever the request says', async () => {
    const { llcname, email, address } = ownData()
    const body = payBody({ llcname, email, ein: false, operatingAgreement: false, amount: 309 })
    const { status, json } = await postOrder('pay', body, { address })
    expect(status, JSON.stringify(json)).toBe(200)
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      amountCents: 30900,
      ein: true,
      operatingAgreement: true,
      irsForm: true,
      businessContractTemplates: false,
    })
  })
})

describe('flags a package does not sell', () => {
  it.each([
    ['free', 'businessBankAccount', 'Free Package'],
    ['free', 'businessTaxConsultation', 'Free Package'],
    ['free', 'virtualAddress', 'Free Package'],
    ['popular', 'businessContractTemplates', 'Popular Package'],
  ])(
    'refuses a %s order with %s: true by name (422), storing and charging nothing',
    async (clientPackage, flag, label) => {
      const charges = await standin.count()
      const orders = await countOrders(payload)
      const { body, address } = freeOrder({ clientPackage, [flag]: true })
      for (const endpoint of ['pay', 'client'] as const) {
        const answer = await postOrder(endpoint, endpoint === 'pay' ? body : clientBody(body), {
          address,
        })
        expect(answer.status).toBe(422)
        expect(answer.json.data).toEqual({
          success: false,
          error: `${flag}: Not offered with the ${label}`,
        })
        expect(answer.json.errors).toEqual([
          { path: flag, message: `Not offered with the ${label}` },
        ])
      }
      expect(await standin.count()).toBe(charges)
      expect(await countOrders(payload)).toBe(orders)
    },
  )
})

describe('the client record after payment', () => {
  it('cannot add an extra: 409 naming it, the order unchanged', async () => {
    const { body, address } = freeOrder()
    expect((await postOrder('pay', body, { address })).status).toBe(200)

    const sameAmount = await postOrder('client', clientBody(body, { ein: true }))
    expect(sameAmount.status).toBe(409)
    expect(sameAmount.json.data.error).toBe('The client record does not match the paid order: ein.')
    const paidMore = await postOrder(
      'client',
      clientBody(body, { ...FOUR_EXTRAS, amount: DELAWARE_LLC + EXTRAS_TOTAL }),
    )
    expect(paidMore.status).toBe(409)
    expect(paidMore.json.data.error).toBe(
      'The client record does not match the paid order: ein, operatingAgreement, businessContractTemplates, irsForm, amount.',
    )
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      amountCents: DELAWARE_LLC * 100,
      ein: false,
      operatingAgreement: false,
      businessContractTemplates: false,
      irsForm: false,
      clientRecordAt: null,
    })

    // The record as paid is stored, and an extra added after that is still refused.
    expect((await postOrder('client', clientBody(body))).status).toBe(200)
    const later = await postOrder('client', clientBody(body, { irsForm: true }))
    expect(later.status).toBe(409)
    expect((await storedOrder(payload, body.checkoutId))?.irsForm).toBe(false)
  })

  it('cannot drop an extra that was paid for either', async () => {
    const { body, address } = freeOrder({ ein: true, amount: DELAWARE_LLC + 70 })
    expect((await postOrder('pay', body, { address })).status).toBe(200)
    const dropped = await postOrder('client', clientBody(body, { ein: false }))
    expect(dropped.status).toBe(409)
    expect(dropped.json.data.error).toBe('The client record does not match the paid order: ein.')
    expect((await postOrder('client', clientBody(body))).status).toBe(200)
    expect((await storedOrder(payload, body.checkoutId))?.ein).toBe(true)
  })
})
