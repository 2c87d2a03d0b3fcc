import { describe, expect, it } from 'vitest'

import {
  clientRequestSchema,
  fieldProblems,
  orderDetailsSchema,
  payRequestSchema,
} from '@/order/schema'
import { US_STATES } from '@/collections/StateFees/usStates'

const order = {
  llcname: 'Acme Widgets',
  designator: 'LLC',
  formationState: 'new-york',
  clientPackage: 'popular',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 212 555 0100',
  password: 'correct horse battery',
}
const checkout = { checkoutId: '0b4a3c5e-2f61-4c1e-9a57-5d0f1f7f8a21', amount: 199 }

const problems = (schema: typeof orderDetailsSchema | typeof payRequestSchema, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : fieldProblems(result.error).map((p) => `${p.path}: ${p.message}`)
}

describe('order schema', () => {
  it('accepts a minimal order and every field of docs/product.md#the-order-record', () => {
    expect(problems(orderDetailsSchema, order)).toEqual([])
    const full = {
      ...order,
      expeditedFilling: null,
      virtualAddress: true,
      taxConsultation: false,
      businessLicense: true,
      assignAgent: null,
      operatingAgreement: true,
      ein: true,
      businessBankAccount: true,
      businessTaxConsultation: true,
      irsForm: true,
      businessContractTemplates: false,
      companyStreetAddress: '1 Main St',
      companyCity: 'Albany',
      companyState: 'NY',
      companyZipCode: '12207',
      ssn: '123-45-6789',
      hasSSN: true,
      ssnFirstName: 'Ada',
      ssnLastName: 'Lovelace',
      physicalStreetAddress: '2 Side St',
      physicalCity: 'Albany',
      physicalState: 'NY',
      physicalZipCode: '12208',
      total: 199,
      stateFee: 200,
      hasPaid: true,
    }
    const parsed = orderDetailsSchema.parse(full)
    expect(parsed).toEqual(full)
  })

  it('offers the three designators and the three packages only', () => {
    for (const designator of ['LLC', 'C-Corporation', 'Nonprofit']) {
      expect(problems(orderDetailsSchema, { ...order, designator })).toEqual([])
    }
    expect(problems(orderDetailsSchema, { ...order, designator: 'LLP' })).toEqual([
      'designator: Expected one of LLC, C-Corporation, Nonprofit',
    ])
    for (const clientPackage of ['free', 'popular', 'standard']) {
      expect(problems(orderDetailsSchema, { ...order, clientPackage })).toEqual([])
    }
    expect(problems(orderDetailsSchema, { ...order, clientPackage: 'premium' })).toEqual([
      'clientPackage: Expected one of free, popular, standard',
    ])
  })

  it('knows every state and DC by slug, and nothing else', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51)
    for (const formationState of Object.keys(US_STATES)) {
      expect(problems(orderDetailsSchema, { ...order, formationState })).toEqual([])
    }
    expect(problems(orderDetailsSchema, { ...order, formationState: 'atlantis' })).toEqual([
      'formationState: Unknown state "atlantis"',
    ])
    expect(problems(orderDetailsSchema, { ...order, formationState: 'New York' })).toEqual([
      'formationState: Unknown state "New York"',
    ])
    expect(problems(orderDetailsSchema, { ...order, formationState: 'constructor' })).toHaveLength(
      1,
    )
  })

  it('names each missing field', () => {
    expect(problems(orderDetailsSchema, {})).toEqual([
      'llcname: LLC Name is required.',
      'designator: Required',
      'formationState: Required',
      'clientPackage: Required',
      'firstName: Required',
      'lastName: Required',
      'email: Required',
      'phone: Required',
      'password: Required',
    ])
  })

  it('refuses wrong types with the field named', () => {
    expect(
      problems(orderDetailsSchema, {
        ...order,
        llcname: 42,
        expeditedFilling: 'yes',
        ssn: 123456789,
        total: '199',
      }),
    ).toEqual([
      'llcname: Expected text',
      'expeditedFilling: Expected true, false or null',
      'ssn: Expected text',
      'total: Expected a number',
    ])
  })

  it('requires an LLC name with the spec message, a real email and an 8-character password', () => {
    expect(problems(orderDetailsSchema, { ...order, llcname: '   ' })).toEqual([
      'llcname: LLC Name is required.',
    ])
    expect(problems(orderDetailsSchema, { ...order, email: 'not-an-email' })).toEqual([
      'email: Enter a valid email address, like name@example.com',
    ])
    expect(problems(orderDetailsSchema, { ...order, password: 'short' })).toEqual([
      'password: Use at least 8 characters',
    ])
  })

  it('takes phone numbers as people write them and refuses what cannot be dialled', () => {
    for (const phone of [
      '(302) 555-0100',
      '302.555.0100',
      '1 302 555 0100',
      '+44 20 7946 0958',
      '+1 (302) 555-0100',
    ]) {
      expect(problems(orderDetailsSchema, { ...order, phone }), phone).toEqual([])
    }
    for (const phone of ['555-0100', '302 555 01000', 'call me', '+12', '302-555-0100 ext 4']) {
      expect(problems(orderDetailsSchema, { ...order, phone }), phone).toEqual([
        'phone: Enter a phone number with its area code, like (555) 123-4567',
      ])
    }
  })

  it('never echoes a password or an SSN in its messages', () => {
    const secret = 'hunter2'
    const messages = problems(orderDetailsSchema, {
      ...order,
      password: secret,
      ssn: '99-999-99',
    }).join('\n')
    expect(messages).not.toContain(secret)
    expect(messages).not.toContain('99-999-99')
    expect(messages).toContain('ssn: Expected 9 digits')
  })

  it('drops fields it does not know', () => {
    expect(orderDetailsSchema.parse({ ...order, isAdmin: true })).not.toHaveProperty('isAdmin')
  })
})

describe('pay and client requests', () => {
  it('pay needs the checkout id, the card token and the amount shown', () => {
    expect(
      problems(payRequestSchema, { ...order, ...checkout, token: 'cnon:card-nonce-ok' }),
    ).toEqual([])
    expect(problems(payRequestSchema, order)).toEqual([
      'checkoutId: Required',
      'amount: Required',
      'token: Required',
    ])
    expect(
      problems(payRequestSchema, { ...order, ...checkout, checkoutId: 'abc', token: '' }),
    ).toEqual(['checkoutId: Expected the checkout id (a UUID)', 'token: Required'])
    expect(problems(payRequestSchema, { ...order, ...checkout, amount: -5, token: 't' })).toEqual([
      'amount: Expected 0 or more',
    ])
  })

  it('client takes the order fields plus checkout id and amount', () => {
    expect(clientRequestSchema.safeParse({ ...order, ...checkout }).success).toBe(true)
    expect(clientRequestSchema.safeParse(order).success).toBe(false)
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 42]) {
      expect(payRequestSchema.safeParse(body).success).toBe(false)
    }
  })
})

describe('what the package sells', () => {
  const pay = { ...order, ...checkout, token: 'cnon:card-nonce-ok' }
  const free = { ...pay, clientPackage: 'free' }

  it('refuses, by name, an option the package neither includes nor sells', () => {
    expect(problems(payRequestSchema, { ...free, businessBankAccount: true })).toEqual([
      'businessBankAccount: Not offered with the Free Package',
    ])
    expect(
      problems(payRequestSchema, {
        ...free,
        businessTaxConsultation: true,
        virtualAddress: true,
        taxConsultation: true,
      }),
    ).toEqual([
      'businessTaxConsultation: Not offered with the Free Package',
      'virtualAddress: Not offered with the Free Package',
      'taxConsultation: Not offered with the Free Package',
    ])
    expect(problems(payRequestSchema, { ...pay, businessContractTemplates: true })).toEqual([
      'businessContractTemplates: Not offered with the Popular Package',
    ])
    // The client record is held to the same rule.
    const { token: _token, ...client } = free
    expect(problems(clientRequestSchema, { ...client, businessBankAccount: true })).toEqual([
      'businessBankAccount: Not offered with the Free Package',
    ])
  })

  it('takes the add-ons a package sells, and what it includes whatever is sent', () => {
    const addOns = {
      ein: true,
      operatingAgreement: true,
      businessContractTemplates: true,
      irsForm: true,
    }
    expect(problems(payRequestSchema, { ...free, ...addOns })).toEqual([])
    expect(problems(payRequestSchema, { ...pay, ein: true, businessBankAccount: false })).toEqual(
      [],
    )
    expect(problems(payRequestSchema, { ...pay, clientPackage: 'standard', ...addOns })).toEqual([])
    // Saying no to something not sold is not asking for it.
    expect(
      problems(payRequestSchema, { ...free, businessBankAccount: false, virtualAddress: null }),
    ).toEqual([])
  })
})
