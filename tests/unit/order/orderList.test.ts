import { describe, expect, it } from 'vitest'

import { Orders } from '@/collections/Orders'
import { labelOf, namedFields } from '@/collections/Orders/columnLabels'
import { withHeaders } from '@/utilities/csvHeaders'

const fields = namedFields(Orders.fields)
const admin = (name: string) =>
  (fields.find((field) => field.name === name)?.admin ?? {}) as Record<string, unknown>

describe("the orders list's columns and filters", () => {
  it('start with what staff work from', () => {
    expect(Orders.admin?.defaultColumns).toEqual([
      'orderNumber',
      'llcname',
      'email',
      'status',
      'clientPackage',
      'formationState',
      'total',
      'createdAt',
    ])
    expect(admin('total').components).toMatchObject({
      Cell: '@/order/admin/DollarsCell#DollarsCell',
    })
  })

  it("never offer a secret or the server's bookkeeping", () => {
    for (const name of [
      'ssn',
      'hasSSN',
      'ssnFirstName',
      'ssnLastName',
      'passwordHash',
      'checkoutId',
      'squareIdempotencyKey',
      'squareSourceId',
      'clientRecordDigest',
      'amountCents',
      'refundedCents',
      'chargingUntil',
      'refundingUntil',
      'linkNonce',
      'linkHash',
    ])
      expect(admin(name), name).toMatchObject({ disableListColumn: true, disableListFilter: true })
  })

  it('name each column once', () => {
    const offered = fields
      .filter(
        (field) => !('hidden' in field && field.hidden) && !admin(field.name).disableListColumn,
      )
      .map(labelOf)
    const twice = offered.filter((label, at) => offered.indexOf(label) !== at)
    expect(twice).toEqual([])
  })
})

describe('CSV headers', () => {
  it('are the labels, and never merge two columns', () => {
    const rows = withHeaders([{ llcname: 'Acme', companyCity: 'Dover', physicalCity: 'Reno' }], {
      llcname: 'Company name',
      companyCity: 'City',
      physicalCity: 'City',
    })
    expect(rows).toEqual([{ 'Company name': 'Acme', City: 'Dover', physicalCity: 'Reno' }])
  })
})
