import { describe, expect, it } from 'vitest'

import type { DocumentContext } from '@/order/documents/context'
import { bylaws } from '@/order/documents/corporation/bylaws'
import { directorsResolutions } from '@/order/documents/corporation/directorsResolutions'
import { incorporatorAction } from '@/order/documents/corporation/incorporatorAction'
import { numberWords } from '@/order/documents/numberWords'
import { shareCertificates } from '@/order/documents/corporation/shareCertificates'
import { stockLedger } from '@/order/documents/corporation/stockLedger'
import type { DocumentWriter } from '@/order/documents/layout'

import { delawareCorporation, pdfText } from './fixtures'

const corp = delawareCorporation.corporation!

/** No par value. */
const noPar: DocumentContext = {
  ...delawareCorporation,
  corporation: { ...corp, parValue: 0 },
}

/** One director who holds every office and every share; filed. */
const soleDirector: DocumentContext = {
  ...delawareCorporation,
  company: 'Solo Labs Corp.',
  state: { slug: 'texas', name: 'Texas', code: 'TX' },
  governingLaw: 'the Texas Business Organizations Code',
  filedOn: '2027-01-12',
  fiscalYearEndMonth: 6,
  principalAddress: undefined,
  corporation: {
    ...corp,
    directors: [{ name: 'Dana Whitfield', address: '1 Bay Rd, Dover, DE 19901' }],
    officers: {
      president: 'Dana Whitfield',
      secretary: 'Dana Whitfield',
      treasurer: 'Dana Whitfield',
    },
    authorizedShares: 1_000,
    parValue: 1,
    shareholders: [{ name: 'Dana Whitfield', shares: 1_000 }],
  },
}

/** No secretary or treasurer named. */
const openOffices: DocumentContext = {
  ...delawareCorporation,
  corporation: { ...corp, officers: { president: 'Dana Whitfield' } },
}

const WRITERS: Record<string, DocumentWriter> = {
  bylaws,
  incorporatorAction,
  directorsResolutions,
  stockLedger,
  shareCertificates,
}
const VARIANTS = { delawareCorporation, noPar, soleDirector, openOffices }

/** Every text the draft holds, joined, without rendering. */
const draftText = (writer: DocumentWriter, ctx: DocumentContext) => JSON.stringify(writer(ctx).body)

describe('numberWords', () => {
  it('writes whole numbers up to a trillion', () => {
    expect(numberWords(0)).toBe('zero')
    expect(numberWords(21)).toBe('twenty-one')
    expect(numberWords(105)).toBe('one hundred five')
    expect(numberWords(6_000_000)).toBe('six million')
    expect(numberWords(1_234_567)).toBe(
      'one million two hundred thirty-four thousand five hundred sixty-seven',
    )
    expect(numberWords(1_000_001)).toBe('one million one')
    expect(numberWords(1e12)).toBe('one trillion')
    expect(numberWords(2e12)).toBe('2,000,000,000,000')
  })
})

describe('the corporation documents', () => {
  for (const [variant, ctx] of Object.entries(VARIANTS))
    for (const [name, writer] of Object.entries(WRITERS))
      it(`${name} for ${variant} prints no missing value`, () => {
        const draft = writer(ctx)
        expect(JSON.stringify(draft)).not.toMatch(/undefined|null|NaN/)
      })
})

describe('bylaws', () => {
  it('sets out the Delaware rules and is certified by the secretary', async () => {
    const draft = bylaws(delawareCorporation)
    const { text, pages, bytes } = await pdfText(delawareCorporation, draft)
    console.info(`bylaws: ${pages} pages, ${bytes} bytes`)
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(text).toContain('Harbor Robotics, Inc., a Delaware corporation')
    expect(text).toContain('under the Delaware General Corporation Law')
    expect(text).toContain('20 Market St, Wilmington, DE 19801')
    expect(text).toContain('Registered Agents of America LLC, at 5 Main St, Austin, TX 78701')
    expect(text).toContain('holders of 10% or more')
    expect(text).toContain('no fewer than 10 and no more than 60 days')
    expect(text).toContain('A majority of the shares entitled to vote')
    expect(text).toContain('two (2) directors')
    expect(text).toContain('the certificate of incorporation')
    expect(text).toContain('last day of December')
    expect(text).toContain('Indemnification')
    expect(text).toContain(
      'I, Eli Brandt, the secretary of Harbor Robotics, Inc., certify that the board',
    )
    expect(text).toContain('first resolutions, dated January 15, 2027')
    expect(text).not.toMatch(/undefined|null|NaN/)
    expect(draft.signers).toEqual([{ name: 'Eli Brandt', role: 'Secretary' }])
  })

  it('follows the state, the board size and the fiscal year', () => {
    const text = draftText(bylaws, soleDirector)
    expect(text).toContain('one (1) director,')
    expect(text).toContain('certificate of formation')
    expect(text).toContain('the Texas Business Organizations Code')
    expect(text).toContain('last day of June')
    expect(text).toContain('wherever the board places it, inside or outside Texas')
  })

  it('has the first director certify when no secretary is named', () => {
    const draft = bylaws(openOffices)
    expect(JSON.stringify(draft.body)).toContain(
      'signing as secretary until the board appoints one',
    )
    expect(draft.signers).toEqual([{ name: 'Dana Whitfield', role: 'Secretary' }])
  })
})

describe('the action of the incorporator', () => {
  it('notes the filing, elects the directors and resigns', async () => {
    const draft = incorporatorAction(delawareCorporation)
    const { text, pages, bytes } = await pdfText(delawareCorporation, draft)
    console.info(`incorporatorAction: ${pages} pages, ${bytes} bytes`)
    expect(text).toContain('Formation Services Filer, the incorporator of Harbor Robotics, Inc.')
    expect(text).toContain('as the Delaware General Corporation Law allows')
    expect(text).toContain(
      'filed with the State of Delaware on ______________ (write in the filing date)',
    )
    expect(text).toContain('does not adopt bylaws')
    expect(text).toMatch(/Dana Whitfield .*Eli Brandt/)
    expect(text).toContain('until the first annual meeting of shareholders')
    expect(text).toContain('resigns as incorporator')
    expect(text).toMatch(/Formation Services Filer Incorporator Date/)
    expect(text).not.toMatch(/undefined|null|NaN/)
    expect(draft.signers).toEqual([{ name: 'Formation Services Filer', role: 'Incorporator' }])
  })

  it('dates the filing when known and elects a sole director', () => {
    const text = draftText(incorporatorAction, soleDirector)
    expect(text).toContain('filed with the State of Texas on January 12, 2027')
    expect(text).toContain('certificate of formation')
    expect(text).toContain('the first director:')
    expect(text).toContain('Dana Whitfield, of 1 Bay Rd, Dover, DE 19901')
  })
})

describe("the directors' first resolutions", () => {
  it('adopts the bylaws, appoints the officers and issues the shares at par', async () => {
    const draft = directorsResolutions(delawareCorporation)
    const { text, pages, bytes } = await pdfText(delawareCorporation, draft)
    console.info(`directorsResolutions: ${pages} pages, ${bytes} bytes`)
    expect(text).toContain('all the directors of Harbor Robotics, Inc.')
    expect(text).toContain('unanimous written consent')
    expect(text).toContain('adopts the bylaws')
    expect(text).toMatch(/President Dana Whitfield/)
    expect(text).toMatch(/Secretary Eli Brandt/)
    expect(text).toMatch(/Treasurer Eli Brandt/)
    expect(text).toContain('One person may hold several offices.')
    expect(text).toContain('10,000,000 shares of common stock, par value $0.0001 per share')
    expect(text).toMatch(/Dana Whitfield 6,000,000 \$0\.0001 \$600\.00/)
    expect(text).toMatch(/Eli Brandt 4,000,000 \$0\.0001 \$400\.00/)
    expect(text).toContain('all of the 10,000,000 authorized: none are left for a later issue')
    expect(text).toContain('last day of December')
    expect(text).toContain('Banking Resolution')
    expect(text).toContain('employer identification number (EIN)')
    expect(text).toContain('IRS Form 2553')
    expect(text).toContain('every shareholder')
    expect(text).not.toMatch(/undefined|null|NaN/)
    expect(draft.signers).toEqual([
      { name: 'Dana Whitfield', role: 'Director' },
      { name: 'Eli Brandt', role: 'Director' },
    ])
  })

  it('leaves the price to the board without par value', () => {
    const text = draftText(directorsResolutions, noPar)
    expect(text).toContain('without par value')
    expect(text).toContain('A price the board sets')
    expect(text).not.toContain('$0.0001')
  })

  it('leaves an office not given to the board', () => {
    const text = draftText(directorsResolutions, openOffices)
    expect(text.match(/To be appointed by the board/g)?.length).toBe(2)
    expect(text).not.toContain('One person may hold several offices.')
  })

  it('speaks of a sole director who holds every office', () => {
    const draft = directorsResolutions(soleDirector)
    const text = JSON.stringify(draft.body)
    expect(text).toContain('the sole director of Solo Labs Corp.')
    expect(text).toContain('One person may hold several offices.')
    expect(text).toContain('$1,000.00')
    expect(draft.signers).toEqual([{ name: 'Dana Whitfield', role: 'Director' }])
  })

  it('says when the shares would exceed those authorized', () => {
    const over = { ...delawareCorporation, corporation: { ...corp, authorizedShares: 5_000_000 } }
    expect(draftText(directorsResolutions, over)).toContain('more than the 5,000,000 authorized')
  })
})

describe('the stock ledger', () => {
  it('lists each certificate, the totals and a blank transfer register', async () => {
    const draft = stockLedger(delawareCorporation)
    const { text, pages, bytes } = await pdfText(delawareCorporation, draft)
    console.info(`stockLedger: ${pages} pages, ${bytes} bytes`)
    expect(text).toMatch(
      /CS-1 Dana Whitfield 1 Bay Rd, Dover, DE 19901 6,000,000 January 15, 2027 \$600\.00/,
    )
    expect(text).toMatch(/CS-2 Eli Brandt Not given 4,000,000 January 15, 2027 \$400\.00/)
    expect(text).toContain('Shares issued: 10,000,000 of 10,000,000 shares authorized (100.00%')
    expect(text).toMatch(/Dana Whitfield 6,000,000 60\.00%/)
    expect(text).toMatch(/Eli Brandt 4,000,000 40\.00%/)
    expect(text).toContain('Date Certificate surrendered From To Shares')
    expect(text).toContain("the Company's record of who owns its shares")
    expect(text).not.toContain('Signatures')
    expect(text).not.toMatch(/undefined|null|NaN/)
    expect(draft.signers).toEqual([])
  })

  it('shows the price left to the board without par value, and two-decimal parts', () => {
    const thirds = {
      ...noPar,
      corporation: {
        ...noPar.corporation!,
        shareholders: [
          { name: 'A One', shares: 1 },
          { name: 'B Two', shares: 2 },
        ],
      },
    }
    const text = draftText(stockLedger, thirds)
    expect(text).toContain('Price set by the board: $______')
    expect(text).toContain('33.33%')
    expect(text).toContain('66.67%')
  })
})

describe('the share certificates', () => {
  it('makes one page per holder, numbered as the ledger, signed by the president and secretary', async () => {
    const draft = shareCertificates(delawareCorporation)
    const { text, pages, bytes } = await pdfText(delawareCorporation, draft)
    console.info(`shareCertificates: ${pages} pages, ${bytes} bytes`)
    expect(pages).toBe(3)
    expect(text).toContain('Certificate No. CS-1')
    expect(text).toContain('Certificate No. CS-2')
    expect(text).toContain('Incorporated under the laws of the State of Delaware')
    expect(text).toContain(
      'This certifies that Dana Whitfield is the owner of six million (6,000,000) fully paid and non-assessable shares of common stock, par value $0.0001 per share, of Harbor Robotics, Inc. (the "Company"), transferable only on the books of the Company',
    )
    expect(text).toContain('Eli Brandt is the owner of four million (4,000,000)')
    expect(text).toContain('Securities Act of 1933')
    expect(text).toContain('Dana Whitfield, President')
    expect(text).toContain('Eli Brandt, Secretary')
    expect(text).not.toMatch(/undefined|null|NaN/)
    expect(draft.signers).toEqual([
      { name: 'Dana Whitfield', role: 'President' },
      { name: 'Eli Brandt', role: 'Secretary' },
    ])
  })

  it('says without par value, and names one person holding both offices once', () => {
    expect(draftText(shareCertificates, noPar)).toContain('of common stock, without par value, of')
    const sole = shareCertificates(soleDirector)
    expect(JSON.stringify(sole.body)).toContain('one thousand (1,000)')
    expect(sole.signers).toEqual([{ name: 'Dana Whitfield', role: 'President and Secretary' }])
  })

  it('leaves the secretary line unnamed when no secretary is given', () => {
    const draft = shareCertificates(openOffices)
    expect(JSON.stringify(draft.body)).toContain('"text":"Secretary"')
    expect(draft.signers).toEqual([{ name: 'Dana Whitfield', role: 'President' }])
  })
})
