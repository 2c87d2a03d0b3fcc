import { describe, expect, it } from 'vitest'

import { deliverablesOf, documentsOf } from '@/order/deliverables'
import { priceOrder } from '@/order/pricing'
import { payRequestSchema } from '@/order/schema'

const keys = (order: Parameters<typeof deliverablesOf>[0]) =>
  deliverablesOf(order).map((deliverable) => deliverable.key)

describe('what each package delivers, per entity type', () => {
  it('a Popular LLC gets its operating agreement, EIN, 2553, banking resolution and the two services', () => {
    const order = { clientPackage: 'popular', designator: 'LLC' }
    expect(keys(order)).toEqual([
      'operatingAgreement',
      'ein',
      'irsForm',
      'businessBankAccount',
      'businessTaxConsultation',
      'bankingResolution',
    ])
    expect(documentsOf(order)).toEqual([
      'operatingAgreement',
      'einWorksheet',
      'sCorpWorksheet',
      'bankingResolution',
    ])
  })

  it("a Popular corporation gets bylaws and first resolutions in the operating agreement's place", () => {
    const order = { clientPackage: 'popular', designator: 'C-Corporation' }
    expect(deliverablesOf(order)[0]).toMatchObject({ label: 'Bylaws and First Resolutions' })
    expect(documentsOf(order)).toEqual([
      'bylaws',
      'incorporatorAction',
      'directorsResolutions',
      'stockLedger',
      'shareCertificates',
      'einWorksheet',
      'sCorpWorksheet',
      'bankingResolution',
    ])
  })

  it('a nonprofit gets its bylaws and policy, and never an S corporation election', () => {
    const order = { clientPackage: 'standard', designator: 'Nonprofit' }
    expect(keys(order)).not.toContain('irsForm')
    expect(documentsOf(order)).toEqual([
      'nonprofitBylaws',
      'conflictOfInterestPolicy',
      'boardResolutions',
      'einWorksheet',
      'mutualNda',
      'contractorAgreement',
      'servicesAgreement',
      'bankingResolution',
    ])
  })

  it('a free order gets only what it bought: no operating agreement without the add-on', () => {
    expect(keys({ clientPackage: 'free', designator: 'LLC' })).toEqual(['bankingResolution'])
    expect(
      keys({
        clientPackage: 'free',
        designator: 'LLC',
        operatingAgreement: true,
        businessLicense: true,
      }),
    ).toEqual(['operatingAgreement', 'bankingResolution', 'businessLicense'])
  })
})

describe('what is sold follows the entity type', () => {
  it("the summary names a corporation's bylaws and leaves a nonprofit's 2553 out", () => {
    const labels = (designator: 'LLC' | 'C-Corporation' | 'Nonprofit') =>
      priceOrder({ clientPackage: 'popular', designator }, {}).lines.map((line) => line.label)
    expect(labels('LLC')).toEqual(expect.arrayContaining(['Operating Agreement', 'IRS Form 2553']))
    expect(labels('C-Corporation')).toContain('Bylaws and First Resolutions')
    expect(labels('C-Corporation')).not.toContain('Operating Agreement')
    expect(labels('Nonprofit')).toContain('Bylaws and Conflict of Interest Policy')
    expect(labels('Nonprofit')).not.toContain('IRS Form 2553')
  })

  it('a nonprofit is never charged for the 2553 add-on, and the server refuses it by name', () => {
    const price = priceOrder({ clientPackage: 'free', designator: 'Nonprofit', irsForm: true }, {})
    expect(price.total).toBe(0)
    const parsed = payRequestSchema.safeParse({
      clientPackage: 'free',
      designator: 'Nonprofit',
      irsForm: true,
      llcname: 'Reading Corps',
      formationState: 'texas',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '5125550100',
      password: 'a-long-password-1',
      checkoutId: '6f0e5c1e-3a43-4c1e-9a1b-2f6a1a0c9d11',
      amount: 0,
      token: 'cnon:card-nonce-ok',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['irsForm'], message: 'Not offered for a Nonprofit' }),
      ]),
    )
  })
})
