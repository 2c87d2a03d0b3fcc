import { describe, expect, it } from 'vitest'

import { checkName, type NameRules, withDesignator } from '@/states/nameCheck'

const texasLlc: NameRules = {
  designators: ['LLC', 'L.L.C.', 'Limited Liability Company'],
  restrictedWords: [
    'lotto',
    'lottery',
    'veteran',
    'legion',
    'foreign',
    'Spanish',
    'disabled',
    'war',
    'world war',
  ],
}

describe('checkName: designators', () => {
  it.each([
    'Acme LLC',
    'Acme llc',
    'Acme, LLC',
    'Acme LLC.',
    'Acme L.L.C.',
    'Acme, L.L.C.',
    'Acme l.l.c',
    'Acme Limited Liability Company',
    'Acme limited liability company.',
    '  Acme   LLC  ',
  ])('takes "%s" as ending in a designator', (name) => {
    expect(checkName(name, texasLlc).missingDesignator).toBeNull()
  })

  it.each(['Acme', 'Acme LLC Holdings', 'AcmeLLC', 'Acme Limited', 'Acme Company', 'Acme Inc.'])(
    'offers the usual designator for "%s"',
    (name) => {
      expect(checkName(name, texasLlc).missingDesignator).toBe('LLC')
    },
  )

  it("checks a corporation's name against a corporation's designators", () => {
    const corporation = { designators: ['Inc.', 'Corporation', 'Corp.'], restrictedWords: [] }
    expect(checkName('Acme Inc', corporation).missingDesignator).toBeNull()
    expect(checkName('Acme Corp.', corporation).missingDesignator).toBeNull()
    expect(checkName('Acme LLC', corporation).missingDesignator).toBe('Inc.')
  })

  it('has nothing to say about a type with no designators recorded, nor about no name', () => {
    expect(checkName('Helping Hands', { designators: [], restrictedWords: [] })).toEqual({
      missingDesignator: null,
      restricted: [],
    })
    expect(checkName('  ', texasLlc)).toEqual({ missingDesignator: null, restricted: [] })
  })
})

describe('checkName: restricted words', () => {
  it('finds a restricted word as a whole word, whatever its case, as the name spells it', () => {
    expect(checkName('Lottery Ventures', texasLlc).restricted).toEqual(['Lottery'])
    expect(checkName('acme LOTTO llc', texasLlc).restricted).toEqual(['LOTTO'])
    expect(checkName('Spanish-Language Media LLC', texasLlc).restricted).toEqual(['Spanish'])
  })

  it('does not find a word inside another word', () => {
    expect(checkName('Software LLC', texasLlc).restricted).toEqual([])
    expect(checkName('Warehouse Lotteryworks LLC', texasLlc).restricted).toEqual([])
    expect(checkName('Veterans Plumbing', texasLlc).restricted).toEqual([])
  })

  it('finds a phrase as a phrase, not also its last word', () => {
    expect(checkName('World War Museum LLC', texasLlc).restricted).toEqual(['World War'])
    expect(checkName('World-War Tours', texasLlc).restricted).toEqual(['World War'])
    expect(checkName('War World LLC', texasLlc).restricted).toEqual(['War'])
  })

  it('lists each restricted word once, in the order the name has them', () => {
    expect(checkName('War Veteran Lottery War LLC', texasLlc).restricted).toEqual([
      'War',
      'Veteran',
      'Lottery',
    ])
  })

  it('matches entries written with dots or an ampersand', () => {
    const georgia = { designators: ['LLC'], restrictedWords: ['savings & loan', 'inc.'] }
    expect(checkName('First Savings & Loan LLC', georgia).restricted).toEqual(['Savings & Loan'])
    expect(checkName('Acme Inc LLC', georgia).restricted).toEqual(['Inc'])
  })

  it("does not count the entity type's own designator as restricted", () => {
    const michigan = {
      designators: ['Inc.', 'Corporation'],
      restrictedWords: ['corporation', 'inc.'],
    }
    expect(checkName('Acme Corporation', michigan)).toEqual({
      missingDesignator: null,
      restricted: [],
    })
  })
})

describe('withDesignator', () => {
  it('appends the designator after a space', () => {
    expect(withDesignator('Acme', 'LLC')).toBe('Acme LLC')
    expect(withDesignator('  Acme Widgets ', 'LLC')).toBe('Acme Widgets LLC')
    expect(withDesignator('Acme,', 'Inc.')).toBe('Acme Inc.')
  })

  it('gives a name the check then accepts', () => {
    const fixed = withDesignator('Acme', checkName('Acme', texasLlc).missingDesignator!)
    expect(fixed).toBe('Acme LLC')
    expect(checkName(fixed, texasLlc).missingDesignator).toBeNull()
  })
})
