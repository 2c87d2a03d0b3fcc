import { describe, expect, it } from 'vitest'

import { choiceFromLink, withoutChoice } from '@/blocks/OrderWizard/wizard/startFromLink'

const states = [
  { slug: 'texas', name: 'Texas' },
  { slug: 'new-york', name: 'New York' },
]

describe('choiceFromLink', () => {
  it('takes a state and a designator the wizard offers', () => {
    expect(choiceFromLink('?state=texas&designator=LLC', states)).toEqual({
      formationState: 'texas',
      designator: 'LLC',
    })
    expect(choiceFromLink('?state=New-York&designator=c-corporation', states)).toEqual({
      formationState: 'new-york',
      designator: 'C-Corporation',
    })
  })

  it('ignores what the wizard does not offer, each on its own', () => {
    expect(choiceFromLink('?state=atlantis&designator=Bogus', states)).toEqual({})
    expect(choiceFromLink('?state=texas&designator=Bogus', states)).toEqual({
      formationState: 'texas',
    })
    expect(choiceFromLink('?designator=Nonprofit', states)).toEqual({ designator: 'Nonprofit' })
    expect(choiceFromLink('', states)).toEqual({})
  })
})

describe('withoutChoice', () => {
  it('drops the choice and keeps the rest of the address', () => {
    expect(withoutChoice('https://site/popular?state=texas&designator=LLC')).toBe('/popular')
    expect(withoutChoice('https://site/popular?utm_source=guide&state=texas#order')).toBe(
      '/popular?utm_source=guide#order',
    )
  })
})
