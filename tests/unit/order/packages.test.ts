import { describe, expect, it } from 'vitest'

import {
  ADD_ON_PRICES,
  carries,
  CLIENT_PACKAGES,
  entityDifferences,
  optionsNotSold,
  PACKAGE_OPTIONS,
  PACKAGES,
} from '@/order/packages'

describe('the packages’ declaration (docs/product.md#packages)', () => {
  it('sells the EIN, operating agreement, contract templates and IRS Form 2553 on Free only', () => {
    expect(ADD_ON_PRICES).toEqual({
      ein: 70,
      operatingAgreement: 99,
      businessContractTemplates: 150,
      irsForm: 50,
    })
    expect(PACKAGES.free.addOns).toEqual([
      'ein',
      'operatingAgreement',
      'businessContractTemplates',
      'irsForm',
    ])
    expect(PACKAGES.free.presets).toEqual({})
    expect(PACKAGES.popular.addOns).toEqual([])
    expect(PACKAGES.standard.addOns).toEqual([])
  })

  it('never both includes and sells an option', () => {
    for (const clientPackage of CLIENT_PACKAGES) {
      const { presets, addOns } = PACKAGES[clientPackage]
      for (const addOn of addOns) expect(presets[addOn]).toBeUndefined()
    }
  })
})

describe('what an order carries', () => {
  it('carries a Free add-on exactly when it is bought', () => {
    for (const addOn of PACKAGES.free.addOns) {
      expect(carries('free', addOn, true)).toBe(true)
      expect(carries('free', addOn, false)).toBe(false)
      expect(carries('free', addOn, null)).toBe(false)
      expect(carries('free', addOn, undefined)).toBe(false)
    }
  })

  it('carries what a package includes, even when the request says false', () => {
    for (const option of ['ein', 'operatingAgreement', 'irsForm', 'businessBankAccount'] as const) {
      for (const sent of [true, false, null, undefined]) {
        expect(carries('popular', option, sent)).toBe(true)
        expect(carries('standard', option, sent)).toBe(true)
      }
    }
    expect(carries('standard', 'businessContractTemplates', false)).toBe(true)
  })

  it('never carries what a package neither includes nor sells', () => {
    for (const sent of [true, false, null]) {
      expect(carries('free', 'businessBankAccount', sent)).toBe(false)
      expect(carries('popular', 'businessContractTemplates', sent)).toBe(false)
      expect(carries('standard', 'virtualAddress', sent)).toBe(false)
    }
  })

  it('leaves the filing speed to the visitor on every package, preset where included', () => {
    expect(carries('free', 'expeditedFilling', undefined)).toBe(false)
    expect(carries('free', 'expeditedFilling', true)).toBe(true)
    expect(carries('popular', 'expeditedFilling', undefined)).toBe(true)
    expect(carries('popular', 'expeditedFilling', false)).toBe(false)
  })
})

describe('options not sold', () => {
  it('names every option asked for that the package neither includes nor sells', () => {
    const everything = Object.fromEntries(PACKAGE_OPTIONS.map((option) => [option, true]))
    expect(optionsNotSold({ clientPackage: 'free', ...everything })).toEqual([
      'businessBankAccount',
      'businessTaxConsultation',
      'virtualAddress',
      'taxConsultation',
    ])
    expect(optionsNotSold({ clientPackage: 'popular', ...everything })).toEqual([
      'businessContractTemplates',
      'virtualAddress',
      'taxConsultation',
    ])
    expect(optionsNotSold({ clientPackage: 'standard', ...everything })).toEqual([
      'virtualAddress',
      'taxConsultation',
    ])
  })

  it('does not count an option left unchosen or declined', () => {
    const declined = Object.fromEntries(PACKAGE_OPTIONS.map((option) => [option, false]))
    for (const clientPackage of CLIENT_PACKAGES) {
      expect(optionsNotSold({ clientPackage, ...declined })).toEqual([])
      expect(optionsNotSold({ clientPackage })).toEqual([])
    }
  })
})

describe('what the pricing pages say of entity types', () => {
  it('names what a corporation and a nonprofit get in the operating agreement’s place, and what a nonprofit is not sold', () => {
    expect(entityDifferences()).toEqual([
      "The Operating Agreement is an LLC's: for a C corporation, its Bylaws and First Resolutions; for a nonprofit, its Bylaws and Conflict of Interest Policy.",
      'IRS Form 2553 is not offered to nonprofits.',
    ])
  })
})
