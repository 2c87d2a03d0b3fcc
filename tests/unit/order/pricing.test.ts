import { describe, expect, it } from 'vitest'

import { ADD_ONS, type AddOn } from '@/order/packages'
import {
  BUSINESS_LICENSE_FEE,
  EXPEDITED_FILING_FEE,
  INCLUDED_ITEMS,
  includedItems,
  type PricingChoices,
  priceOrder,
  type StateFeeTable,
  stateFeeFor,
  toCents,
} from '@/order/pricing'

const table: StateFeeTable = {
  alabama: { llc: 200, corporation: 200, nonprofit: 100 },
  delaware: { llc: 90, corporation: 89, nonprofit: 89 },
  nevada: { llc: 425, corporation: 425, nonprofit: 50 },
}

const total = (choices: PricingChoices) => priceOrder(choices, table).total
const labels = (choices: PricingChoices) =>
  priceOrder(choices, table).lines.map((l) => `${l.label} ${l.amount}`)

describe('starting totals (docs/product.md#packages)', () => {
  it('starts free at 0, popular at 199, standard at 299 before a state is chosen', () => {
    expect(total({ clientPackage: 'free' })).toBe(0)
    expect(total({ clientPackage: 'popular' })).toBe(199)
    expect(total({ clientPackage: 'standard' })).toBe(299)
  })

  it('lists a package that includes expedited filing as one line at the price it is sold at', () => {
    expect(labels({ clientPackage: 'popular' }).slice(0, 2)).toEqual([
      'Popular Package (expedited filing included) 199',
      'State Filing Fee 0',
    ])
    expect(labels({ clientPackage: 'popular' })).not.toContain('Expedited Filing 50')
    expect(labels({ clientPackage: 'standard' }).slice(0, 2)).toEqual([
      'Standard Package (expedited filing included) 299',
      'State Filing Fee 0',
    ])
    expect(labels({ clientPackage: 'popular', expeditedFilling: false }).slice(0, 2)).toEqual([
      'Popular Package with standard filing 149',
      'State Filing Fee 0',
    ])
    expect(labels({ clientPackage: 'free' }).slice(0, 2)).toEqual([
      'Free Package 0',
      'State Filing Fee 0',
    ])
  })

  it('lists at $0 only what each package includes', () => {
    const included = (clientPackage: PricingChoices['clientPackage']) =>
      priceOrder({ clientPackage }, table).lines.filter((l) => l.included)
    expect(INCLUDED_ITEMS).toEqual(['Banking Resolution', 'Electronic Delivery', 'Phone Support'])
    // Free includes the filing, none of the options: no operating agreement, no EIN at $0.
    expect(included('free').map((l) => l.label)).toEqual([...INCLUDED_ITEMS])
    const popular = [
      'EIN',
      'Operating Agreement',
      'IRS Form 2553',
      'Business Bank Account',
      'Business Tax Consultation',
    ]
    expect(included('popular').map((l) => l.label)).toEqual([...popular, ...INCLUDED_ITEMS])
    expect(included('standard').map((l) => l.label)).toEqual([
      'EIN',
      'Operating Agreement',
      'Business Contract Templates',
      'IRS Form 2553',
      'Business Bank Account',
      'Business Tax Consultation',
      ...INCLUDED_ITEMS,
    ])
    for (const clientPackage of ['free', 'popular', 'standard'] as const) {
      expect(included(clientPackage).every((l) => l.amount === 0)).toBe(true)
      expect(included(clientPackage).map((l) => l.label)).toEqual(includedItems(clientPackage))
    }
  })

  it('names each thing once: the operating agreement, never the template’s "Operation Agreement"', () => {
    for (const clientPackage of ['free', 'popular', 'standard'] as const) {
      const labels = priceOrder({ clientPackage }, table).lines.map((l) => l.label)
      expect(labels).not.toContain('Operation Agreement')
      expect(labels).not.toContain('EIN / TAX ID NO')
    }
  })

  it('gives every line a distinct key and sums the lines to the total', () => {
    const price = priceOrder(
      {
        clientPackage: 'popular',
        formationState: 'nevada',
        designator: 'LLC',
        businessLicense: true,
      },
      table,
    )
    expect(new Set(price.lines.map((l) => l.key)).size).toBe(price.lines.length)
    expect(price.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(price.total)
    expect(price.total).toBe(199 + 425 + 99)
  })
})

describe('expedited filing (docs/product.md#filing-speed)', () => {
  it('adds 50 on the free package and takes it off again', () => {
    expect(total({ clientPackage: 'free', expeditedFilling: true })).toBe(EXPEDITED_FILING_FEE)
    expect(total({ clientPackage: 'free', expeditedFilling: false })).toBe(0)
    expect(labels({ clientPackage: 'free', expeditedFilling: true })).toContain(
      'Expedited Filing 50',
    )
    expect(labels({ clientPackage: 'free', expeditedFilling: false }).join()).not.toContain(
      'Expedited',
    )
  })

  it('on /popular: standard filing gives 149, expedited again restores 199', () => {
    expect(total({ clientPackage: 'popular', expeditedFilling: false })).toBe(149)
    expect(total({ clientPackage: 'popular', expeditedFilling: true })).toBe(199)
    expect(total({ clientPackage: 'popular', expeditedFilling: null })).toBe(199)
  })

  it('on /standard: standard filing gives 249, expedited again restores 299', () => {
    expect(total({ clientPackage: 'standard', expeditedFilling: false })).toBe(249)
    expect(total({ clientPackage: 'standard', expeditedFilling: true })).toBe(299)
  })

  it('never counts expedited twice: choosing it when already chosen changes nothing', () => {
    // The spec's running total adds 50 only when the option turns on; the pure function
    // sees the same choice and so the same total.
    const once = total({ clientPackage: 'popular', expeditedFilling: true })
    expect(total({ clientPackage: 'popular', expeditedFilling: true })).toBe(once)
  })

  it('keeps the state fee through expedited changes', () => {
    const base = {
      clientPackage: 'popular',
      formationState: 'delaware',
      designator: 'LLC',
    } as const
    expect(total(base)).toBe(199 + 90)
    expect(total({ ...base, expeditedFilling: false })).toBe(149 + 90)
    expect(total({ ...base, expeditedFilling: true })).toBe(199 + 90)
  })
})

describe('business license (docs/product.md#add-ons)', () => {
  it('adds 99 and takes it off again', () => {
    expect(total({ clientPackage: 'free', businessLicense: true })).toBe(BUSINESS_LICENSE_FEE)
    expect(total({ clientPackage: 'free', businessLicense: false })).toBe(0)
    expect(total({ clientPackage: 'popular', businessLicense: true })).toBe(199 + 99)
    expect(labels({ clientPackage: 'free', businessLicense: true })).toContain(
      'Business License 99',
    )
  })

  it('combines with expedited filing', () => {
    expect(total({ clientPackage: 'free', businessLicense: true, expeditedFilling: true })).toBe(
      149,
    )
    expect(
      total({ clientPackage: 'popular', businessLicense: true, expeditedFilling: false }),
    ).toBe(149 + 99)
  })
})

describe('add-ons of the free package (docs/product.md#add-ons)', () => {
  // What each add-on is called and costs, as the product says; one row per add-on the order knows.
  const expected = {
    ein: ['EIN', 70],
    operatingAgreement: ['Operating Agreement', 99],
    businessContractTemplates: ['Business Contract Templates', 150],
    irsForm: ['IRS Form 2553', 50],
  } as const satisfies Record<AddOn, readonly [string, number]>
  const addOns = ADD_ONS.map((addOn) => [addOn, ...expected[addOn]] as const)
  const everyAddOn = Object.fromEntries(ADD_ONS.map((addOn) => [addOn, true])) as Record<
    AddOn,
    true
  >

  it('knows exactly the add-ons the product prices', () => {
    expect([...ADD_ONS].sort()).toEqual(Object.keys(expected).sort())
  })

  it.each(addOns)(
    'prices %s as a line of its own and adds it to the total',
    (key, label, price) => {
      const base = { clientPackage: 'free', formationState: 'delaware', designator: 'LLC' } as const
      const priced = priceOrder({ ...base, [key]: true }, table)
      expect(priced.total).toBe(90 + price)
      expect(priced.lines).toContainEqual({ key: `add-on-${key}`, label, amount: price })
      expect(priced.lines.find((l) => l.label === label)?.included).toBeUndefined()
      // Unticked again, or never chosen: no line and nothing to pay.
      for (const chosen of [false, null, undefined]) {
        const without = priceOrder({ ...base, [key]: chosen }, table)
        expect(without.total).toBe(90)
        expect(without.lines.map((l) => l.label)).not.toContain(label)
      }
    },
  )

  it('adds every add-on with the other options: 70 + 99 + 150 + 50 on top of fee, filing and license', () => {
    const all = {
      clientPackage: 'free',
      formationState: 'nevada',
      designator: 'LLC',
      expeditedFilling: true,
      businessLicense: true,
    } as const
    const price = priceOrder({ ...all, ...everyAddOn }, table)
    expect(price.total).toBe(425 + 50 + 99 + 70 + 99 + 150 + 50)
    expect(price.lines.filter((l) => !l.included).map((l) => `${l.label} ${l.amount}`)).toEqual([
      'Free Package 0',
      'State Filing Fee 425',
      'Expedited Filing 50',
      'Business License 99',
      'EIN 70',
      'Operating Agreement 99',
      'Business Contract Templates 150',
      'IRS Form 2553 50',
    ])
    expect(new Set(price.lines.map((l) => l.key)).size).toBe(price.lines.length)
    expect(price.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(price.total)
  })

  it('never charges for an option a package includes, nor for one it does not sell', () => {
    // Popular includes the EIN, operating agreement and IRS form: choosing them costs nothing.
    const popular = {
      clientPackage: 'popular',
      formationState: 'delaware',
      designator: 'LLC',
    } as const
    expect(total({ ...popular, ein: true, operatingAgreement: true, irsForm: true })).toBe(199 + 90)
    expect(total({ ...popular, ein: false })).toBe(199 + 90)
    expect(labels({ ...popular, ein: false })).toContain('EIN 0')
    // Popular does not sell contract templates (the order schema refuses asking for them).
    expect(total({ ...popular, businessContractTemplates: true })).toBe(199 + 90)
    expect(total({ clientPackage: 'standard', businessContractTemplates: true })).toBe(299)
  })
})

describe('state fee (docs/product.md#state-fees)', () => {
  it('looks up the fee by state and designator', () => {
    expect(stateFeeFor(table, 'alabama', 'LLC')).toBe(200)
    expect(stateFeeFor(table, 'alabama', 'Nonprofit')).toBe(100)
    expect(stateFeeFor(table, 'delaware', 'C-Corporation')).toBe(89)
    expect(stateFeeFor(table, 'nevada', 'Nonprofit')).toBe(50)
  })

  it('is 0 when the state or designator is missing or unknown', () => {
    expect(stateFeeFor(table, 'atlantis', 'LLC')).toBe(0)
    expect(stateFeeFor(table, 'alabama', null)).toBe(0)
    expect(stateFeeFor(table, null, 'LLC')).toBe(0)
    expect(stateFeeFor(table, 'toString', 'LLC')).toBe(0)
    expect(stateFeeFor({}, 'alabama', 'LLC')).toBe(0)
  })

  it('replaces the old fee when the state changes', () => {
    const order = { clientPackage: 'free', designator: 'LLC' } as const
    expect(total({ ...order, formationState: 'alabama' })).toBe(200)
    expect(total({ ...order, formationState: 'nevada' })).toBe(425)
    expect(total({ ...order, formationState: 'delaware' })).toBe(90)
    expect(total({ ...order, formationState: 'atlantis' })).toBe(0)
  })

  it('replaces the old fee when the designator changes', () => {
    const order = { clientPackage: 'popular', formationState: 'nevada' } as const
    expect(total({ ...order, designator: 'LLC' })).toBe(199 + 425)
    expect(total({ ...order, designator: 'Nonprofit' })).toBe(199 + 50)
    expect(total({ ...order, designator: 'C-Corporation' })).toBe(199 + 425)
    expect(priceOrder({ ...order, designator: 'Nonprofit' }, table).stateFee).toBe(50)
  })

  it('shows the fee as the "State Filing Fee" line', () => {
    expect(
      labels({ clientPackage: 'free', formationState: 'alabama', designator: 'Nonprofit' })[1],
    ).toBe('State Filing Fee 100')
  })
})

describe('replaying the wizard step by step', () => {
  it('matches the running total of the spec on /popular', () => {
    // The spec's running total: start, then apply each change incrementally.
    let running = 199
    let fee = 0
    let expedited = true
    let license = false
    const choices: PricingChoices = { clientPackage: 'popular' }
    const steps: Array<Partial<PricingChoices>> = [
      { formationState: 'alabama', designator: 'LLC' },
      { expeditedFilling: false },
      { designator: 'Nonprofit' },
      { businessLicense: true },
      { formationState: 'nevada' },
      { expeditedFilling: true },
      { expeditedFilling: true },
      { businessLicense: false },
      { formationState: 'atlantis' },
      { businessLicense: false },
    ]
    for (const step of steps) {
      Object.assign(choices, step)
      const newFee = stateFeeFor(table, choices.formationState, choices.designator)
      running += newFee - fee
      fee = newFee
      if (step.expeditedFilling === true && !expedited) running += 50
      if (step.expeditedFilling === false && expedited) running -= 50
      if (step.expeditedFilling !== undefined) expedited = step.expeditedFilling === true
      if (step.businessLicense === true && !license) running += 99
      if (step.businessLicense === false && license) running -= 99
      if (step.businessLicense !== undefined) license = step.businessLicense === true
      expect(priceOrder(choices, table).total).toBe(running)
    }
  })
})

describe('cents', () => {
  it('charges whole dollars as cents', () => {
    expect(toCents(0)).toBe(0)
    expect(toCents(199)).toBe(19900)
    expect(toCents(724)).toBe(72400)
  })
})
