import { describe, expect, it } from 'vitest'

import { WORK_ITEMS } from '@/collections/OrderWork/items'
import { deliverablesOf } from '@/order/deliverables'
import { deliveriesOf, undelivered } from '@/order/deliveries'
import { PACKAGE_OPTIONS } from '@/order/packages'

const standard = {
  clientPackage: 'standard',
  designator: 'LLC',
  businessLicense: true,
  ...Object.fromEntries(PACKAGE_OPTIONS.map((option) => [option, true])),
}

describe('deliveries', () => {
  it('every deliverable with work is a work item staff can record', () => {
    for (const designator of ['LLC', 'C-Corporation', 'Nonprofit'])
      for (const deliverable of deliverablesOf({ ...standard, designator }))
        if (deliverable.work) expect(WORK_ITEMS).toContain(deliverable.key)
  })

  it('documents are delivered once all are made; work is to do, assigned, then done', () => {
    const states = (made: string[], work: { item: string; status: string }[]) =>
      Object.fromEntries(
        deliveriesOf(standard, made as never, work).map((delivery) => [
          delivery.key,
          delivery.state,
        ]),
      )
    expect(states([], [])).toMatchObject({
      operatingAgreement: 'waiting',
      bankingResolution: 'waiting',
      businessContractTemplates: 'waiting',
      ein: 'to_do',
      businessLicense: 'to_do',
    })
    const some = states(
      ['operatingAgreement', 'bankingResolution', 'mutualNda'],
      [
        { item: 'ein', status: 'assigned' },
        { item: 'businessLicense', status: 'done' },
      ],
    )
    expect(some).toMatchObject({
      operatingAgreement: 'delivered',
      bankingResolution: 'delivered',
      // Three templates: one made is not the set.
      businessContractTemplates: 'waiting',
      ein: 'assigned',
      businessLicense: 'done',
    })
  })

  it('names what stands between the order and its completion', () => {
    const deliveries = deliveriesOf(
      { clientPackage: 'free', designator: 'LLC', businessLicense: true },
      [],
      [],
    )
    expect(undelivered(deliveries)).toEqual([
      {
        path: 'deliverables.bankingResolution',
        message: 'Banking Resolution is not made yet: make the documents from the filing details',
      },
      {
        path: 'deliverables.businessLicense',
        message: 'Business License is not done: mark it done under Deliverables',
      },
    ])
    expect(
      undelivered(
        deliveriesOf({ clientPackage: 'free', designator: 'LLC' }, ['bankingResolution'], []),
      ),
    ).toEqual([])
  })
})
