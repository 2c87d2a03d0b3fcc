import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order, User } from '@/payload-types'

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
let admin: Awaited<ReturnType<typeof staffMember>>
let adminUser: User

/** What the card was charged for, as the order keeps it. */
const chargedFor = (order: Order) => ({
  clientPackage: order.clientPackage,
  designator: order.designator,
  formationState: order.formationState,
  expeditedFilling: order.expeditedFilling,
  businessLicense: order.businessLicense,
  ein: order.ein,
  operatingAgreement: order.operatingAgreement,
  businessContractTemplates: order.businessContractTemplates,
  irsForm: order.irsForm,
  total: order.total,
  stateFee: order.stateFee,
  amountCents: order.amountCents,
  stateFeeEstimated: order.stateFeeEstimated,
})

/** A change of everything a charge covers, and of the company's name (which stays editable). */
const rewrite = {
  clientPackage: 'standard',
  designator: 'C-Corporation',
  formationState: 'wyoming',
  expeditedFilling: false,
  businessLicense: true,
  ein: true,
  operatingAgreement: true,
  businessContractTemplates: true,
  irsForm: true,
  total: 1,
  stateFee: 1,
  amountCents: 100,
  stateFeeEstimated: true,
} as const

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffMember(payload, 'admin')
  adminUser = {
    ...(await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })),
    collection: 'users',
  } as User
})

afterAll(() => removeStaffMembers(payload))

describe('a paid order stays true to its charge', () => {
  it("ignores an admin's change of the package, options and amounts through the Local API", async () => {
    const { id } = await paidOrder({ llcname: 'Fixed Charge Local' })
    const before = chargedFor(await stored(id))
    expect(before).toMatchObject({ clientPackage: 'popular', total: 309, amountCents: 30900 })

    await payload.update({
      collection: 'orders',
      id,
      data: { ...rewrite, llcname: 'Fixed Charge Local Renamed' },
      overrideAccess: false,
      user: adminUser,
    })
    const after = await stored(id)
    expect(chargedFor(after)).toEqual(before)
    // The company's details are not what was charged: an admin may still correct them.
    expect(after.llcname).toBe('Fixed Charge Local Renamed')
  })

  it('ignores the same change through REST, and tells the admin form those fields are read-only', async () => {
    const { id } = await paidOrder({ llcname: 'Fixed Charge Rest' })
    const before = chargedFor(await stored(id))
    const patch = await rest('PATCH', `orders/${id}`, {
      body: JSON.stringify({ ...rewrite, companyCity: 'Dover' }),
      headers: admin.headers,
    })
    expect(patch.status, patch.text).toBe(200)
    const after = await stored(id)
    expect(chargedFor(after)).toEqual(before)
    expect(after.companyCity).toBe('Dover')

    const access = await rest('POST', `orders/access/${id}`, { headers: admin.headers })
    expect(access.status, access.text).toBe(200)
    // Sanitized permissions: `true` for a field open to everything, else one entry per operation.
    const canUpdate = (field: string) => {
      const permission = access.json.fields[field]
      return permission === true || Boolean(permission?.update)
    }
    for (const field of ['clientPackage', 'formationState', 'designator', 'ein', 'irsForm'])
      expect(canUpdate(field), field).toBe(false)
    expect(canUpdate('llcname')).toBe(true)
  })

  it('stays fixed once the order has moved on', async () => {
    const { id } = await paidOrder({ llcname: 'Fixed Charge Moved' })
    const before = chargedFor(await stored(id))
    const move = await rest('POST', `orders/${id}/status`, {
      body: JSON.stringify({ status: 'in_review' }),
      headers: admin.headers,
    })
    expect(move.status, move.text).toBe(200)
    await payload.update({
      collection: 'orders',
      id,
      data: { clientPackage: 'free', ein: true },
      overrideAccess: false,
      user: adminUser,
    })
    expect(chargedFor(await stored(id))).toEqual(before)
  })

  it('leaves an order that was never charged open to correction', async () => {
    const body = payBody({ token: 'cnon:card-nonce-declined', llcname: 'Fixed Charge Declined' })
    const declined = await postOrder('pay', body, { address: newAddress() })
    expect(declined.status, declined.text).toBe(402)
    const order = (await storedOrder(payload, body.checkoutId))!
    expect(order.status).toBe('payment_failed')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { businessLicense: true },
      overrideAccess: false,
      user: adminUser,
    })
    expect((await stored(order.id)).businessLicense).toBe(true)
  })
})
