import { describe, expect, it } from 'vitest'

import { comparisonRows, formationPlans } from '@/blocks/Pricing/formationPlans'
import { PLAN_NAMES, planExtras, REGISTERED_AGENT_OFFER } from '@/order/offer'
import { ADD_ON_PRICES, PACKAGES } from '@/order/packages'
import { CLIENT_PACKAGES, EXPEDITED_FILING_FEE, priceOrder } from '@/order/pricing'

const fees = { wyoming: { llc: 100, corporation: 100, nonprofit: 25 } }

describe('the pricing block’s formation plans', () => {
  const plans = formationPlans()

  it('shows one plan per package, in the order packages are declared', () => {
    expect(plans.map((plan) => plan.clientPackage)).toEqual([...CLIENT_PACKAGES])
    expect(plans.map((plan) => plan.name)).toEqual(['Free Plan', 'Popular Plan', 'Standard Plan'])
  })

  it.each(CLIENT_PACKAGES)('shows for %s what the order charges before the state fee', (pkg) => {
    const plan = plans.find((p) => p.clientPackage === pkg)!
    expect(plan.name).toBe(PLAN_NAMES[pkg])
    expect(plan.price).toBe(priceOrder({ clientPackage: pkg }, {}).total)
    // With a state chosen the order adds exactly that state's fee to the shown price.
    const inWyoming = priceOrder(
      { clientPackage: pkg, formationState: 'wyoming', designator: 'LLC' },
      fees,
    )
    expect(inWyoming.total).toBe(plan.price + 100)
  })

  it('keeps the spec’s figures: 0, 199 and 299, with Popular highlighted', () => {
    expect(plans.map((plan) => plan.price)).toEqual([0, 199, 299])
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.name)).toEqual([
      'Popular Plan',
    ])
  })

  it('sells expedited filing as a Free Plan extra at the fee the order charges', () => {
    const free = plans.find((plan) => plan.clientPackage === 'free')!
    const expedited = free.extras.find((extra) => extra.option === 'expeditedFilling')
    expect(expedited?.price).toBe(EXPEDITED_FILING_FEE)
    expect(expedited?.label).toBe('Expedited Filing')
    expect(free.extras).toEqual(planExtras('free'))
    expect(free.extras.map(({ label, price }) => [label, price])).toEqual([
      ['EIN', 70],
      ['Operating Agreement', 99],
      ['Expedited Filing', 50],
      ['Business Contract Templates', 150],
      ['IRS Form 2553', 50],
    ])
  })

  it('sells each add-on at the price the order charges for it, and only on the Free Plan', () => {
    const free = plans.find((plan) => plan.clientPackage === 'free')!
    for (const addOn of PACKAGES.free.addOns) {
      const extra = free.extras.find((e) => e.option === addOn)
      expect(extra?.price).toBe(ADD_ON_PRICES[addOn])
      const ordered = priceOrder({ clientPackage: 'free', [addOn]: true }, {})
      expect(ordered.total).toBe(free.price + extra!.price)
    }
    for (const plan of plans.filter((p) => p.clientPackage !== 'free'))
      expect(plan.extras).toEqual([])
  })

  it('lists what each package includes, as its orders carry it', () => {
    const includes = Object.fromEntries(plans.map((plan) => [plan.clientPackage, plan.includes]))
    const every = [
      'Banking Resolution',
      'Electronic Delivery',
      'Phone Support',
      REGISTERED_AGENT_OFFER,
    ]
    expect(includes.free).toEqual(every)
    const popular = [
      'EIN',
      'Operating Agreement',
      'Expedited Filing',
      'IRS Form 2553',
      'Business Bank Account',
      'Business Tax Consultation',
    ]
    expect(includes.popular).toEqual([...popular, ...every])
    expect(includes.standard).toEqual([
      'EIN',
      'Operating Agreement',
      'Expedited Filing',
      'Business Contract Templates',
      'IRS Form 2553',
      'Business Bank Account',
      'Business Tax Consultation',
      ...every,
    ])
  })

  it('lists every package’s free first-year registered agent, and nothing twice', () => {
    for (const plan of plans) {
      expect(plan.includes).toContain(REGISTERED_AGENT_OFFER)
      expect(new Set(plan.includes).size).toBe(plan.includes.length)
      for (const extra of plan.extras) expect(plan.includes).not.toContain(extra.label)
    }
    const standard = plans.find((plan) => plan.clientPackage === 'standard')!
    expect(standard.includes).toContain('Business Contract Templates')
  })

  it('compares the packages with the same figures as the cards', () => {
    const rows = comparisonRows(plans)
    const expedited = rows.find((row) => row.label === 'Expedited Filing')!
    expect(expedited.cells).toEqual({
      free: { included: false, price: EXPEDITED_FILING_FEE },
      popular: { included: true },
      standard: { included: true },
    })
    expect(rows.find((row) => row.label === REGISTERED_AGENT_OFFER)!.cells.free).toEqual({
      included: true,
    })
    expect(rows.find((row) => row.label === 'EIN')!.cells).toEqual({
      free: { included: false, price: 70 },
      popular: { included: true },
      standard: { included: true },
    })
    expect(rows.find((row) => row.label === 'Business Contract Templates')!.cells).toEqual({
      free: { included: false, price: 150 },
      popular: { included: false, price: undefined },
      standard: { included: true },
    })
    // Services no package sells are not rows of the offer.
    expect(rows.map((row) => row.label)).not.toContain('Virtual Address')
    expect(rows.map((row) => row.label)).not.toContain('Tax Consultation')
  })
})
