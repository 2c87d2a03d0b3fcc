import { describe, expect, it } from 'vitest'

import { CLIENT_RECORD_FIELDS, clientRecordDigest, orderFields } from '@/order/server/orderRecord'
import { orderDetailsSchema } from '@/order/schema'

const details = (overrides: Record<string, unknown>) =>
  orderDetailsSchema.parse({
    llcname: 'Stored Flags',
    designator: 'LLC',
    formationState: 'delaware',
    clientPackage: 'free',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'stored-flags@example.com',
    phone: '+1 302 555 0100',
    password: 'correct horse battery',
    ...overrides,
  })

const options = (overrides: Record<string, unknown>) => {
  const fields = orderFields(details(overrides))
  return {
    ein: fields.ein,
    operatingAgreement: fields.operatingAgreement,
    businessContractTemplates: fields.businessContractTemplates,
    irsForm: fields.irsForm,
    businessBankAccount: fields.businessBankAccount,
    businessTaxConsultation: fields.businessTaxConsultation,
    virtualAddress: fields.virtualAddress,
    taxConsultation: fields.taxConsultation,
  }
}

const none = {
  ein: false,
  operatingAgreement: false,
  businessContractTemplates: false,
  irsForm: false,
  businessBankAccount: false,
  businessTaxConsultation: false,
  virtualAddress: false,
  taxConsultation: false,
}

describe('the stored order says what was sold', () => {
  it('stores a free order’s options true exactly when bought', () => {
    expect(options({})).toEqual(none)
    expect(options({ ein: true, irsForm: true, operatingAgreement: false })).toEqual({
      ...none,
      ein: true,
      irsForm: true,
    })
    expect(
      options({
        ein: true,
        operatingAgreement: true,
        businessContractTemplates: true,
        irsForm: true,
      }),
    ).toEqual({
      ...none,
      ein: true,
      operatingAgreement: true,
      businessContractTemplates: true,
      irsForm: true,
    })
  })

  it('stores what popular includes as true even when the request says false', () => {
    expect(options({ clientPackage: 'popular', ein: false, operatingAgreement: false })).toEqual({
      ...none,
      ein: true,
      operatingAgreement: true,
      irsForm: true,
      businessBankAccount: true,
      businessTaxConsultation: true,
    })
  })

  it('keeps the filing speed and the business license as chosen', () => {
    const fields = orderFields(details({ clientPackage: 'popular', expeditedFilling: false }))
    expect(fields).toMatchObject({ expeditedFilling: false, businessLicense: false })
    expect(orderFields(details({ businessLicense: true }))).toMatchObject({
      expeditedFilling: false,
      businessLicense: true,
    })
  })
})

describe('the client record, field by field', () => {
  it('names exactly the fields orderFields stores (key rotation rebuilds records from them)', () => {
    const stored = Object.keys(orderFields(details({ hasSSN: true, ssn: '078-05-1120' })))
    expect([...CLIENT_RECORD_FIELDS].sort()).toEqual(stored.sort())
  })

  it('digests a record under the key it is given', () => {
    const fields = orderFields(details({ hasSSN: true, ssn: '078-05-1120' }))
    const [one, two] = ['01', '02'].map((byte) => Buffer.from(byte.repeat(32), 'hex'))
    expect(clientRecordDigest(fields, one)).toBe(clientRecordDigest({ ...fields }, one))
    expect(clientRecordDigest(fields, one)).not.toBe(clientRecordDigest(fields, two))
    expect(clientRecordDigest(fields, one)).not.toContain('1120')
  })
})
