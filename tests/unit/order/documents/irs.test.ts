import { describe, expect, it } from 'vitest'

import type { DocumentContext } from '@/order/documents/context'
import {
  form2553Deadline,
  form2553DeadlineSentence,
  sCorpTaxYearStart,
} from '@/order/documents/irs/deadline'
import { einWorksheet, ss4Lines, splitAddress } from '@/order/documents/irs/einWorksheet'
import { sCorpWorksheet } from '@/order/documents/irs/sCorpWorksheet'

import {
  californiaNonprofit,
  delawareCorporation,
  memberNonprofit,
  pdfText,
  texasLlc,
  wyomingLlc,
} from './fixtures'

const SS4_ORDER = [
  '1', '2', '3', '4a', '4b', '5a', '5b', '6', '7a', '7b', '8a', '8b', '8c', '9a', '9b',
  '10', '11', '12', '13', '14', '15', '16', '17', '18', 'Designee', 'Signature',
] // prettier-ignore

const withEin = (ctx: DocumentContext, ein: Partial<NonNullable<DocumentContext['ein']>> = {}) => ({
  ...ctx,
  filedOn: '2027-01-15',
  ein: {
    responsibleParty: 'Ana Ruiz',
    hasSsn: true,
    reason: 'started_business',
    employees: 2,
    firstWageDate: '2027-03-01',
    activity: 'retail',
    activityDetail: 'Selling garden widgets online',
    naics: '454110',
    ...ein,
  },
})

const answer = (ctx: DocumentContext, line: string) =>
  ss4Lines(ctx).find((row) => row[0] === line)![2]

const clean = (text: string) => {
  expect(text).not.toMatch(/undefined|null|NaN/)
}

describe('form2553Deadline', () => {
  it.each([
    ['2027-01-01', '2027-03-15'],
    ['2027-01-07', '2027-03-21'],
    ['2027-06-15', '2027-08-29'],
    ['2027-07-20', '2027-10-04'],
    ['2026-12-20', '2027-03-06'],
    ['2026-12-31', '2027-03-15'],
    ['2026-11-30', '2027-02-13'],
    ['2027-01-31', '2027-04-14'],
    ['2028-01-01', '2028-03-15'],
    ['2027-12-29', '2028-03-14'],
    ['2027-12-31', '2028-03-15'],
    ['2028-02-29', '2028-05-13'],
  ])('a tax year beginning %s must elect by %s', (start, deadline) => {
    expect(form2553Deadline(start)).toBe(deadline)
  })

  it('rejects a day that is no date', () => {
    expect(() => form2553Deadline('2027-02-30')).toThrow(RangeError)
  })

  it('says the deadline, or the rule alone before the filing', () => {
    expect(form2553DeadlineSentence('2027-01-07')).toBe(
      'File Form 2553 by March 21, 2027: no more than 2 months and 15 days after the beginning of the tax year the election is to take effect (the first tax year begins on January 7, 2027).',
    )
    expect(form2553DeadlineSentence(null)).toContain(
      'no more than 2 months and 15 days after the beginning of the tax year',
    )
    expect(sCorpTaxYearStart(texasLlc)).toBeNull()
    expect(sCorpTaxYearStart({ ...texasLlc, filedOn: '2027-02-03' })).toBe('2027-02-03')
  })
})

describe('the EIN worksheet', () => {
  it('splits a one-line address into the street and the city, state and ZIP code', () => {
    expect(splitAddress('100 Congress Ave, Suite 200, Austin, TX 78701')).toEqual([
      '100 Congress Ave, Suite 200',
      'Austin, TX 78701',
    ])
    expect(splitAddress('Somewhere in Texas')).toBeNull()
  })

  it.each([
    ['a two-member LLC', texasLlc],
    ['a one-member LLC', wyomingLlc],
    ['a corporation', delawareCorporation],
    ['a nonprofit', californiaNonprofit],
  ])('gives every SS-4 line in the form order for %s', async (_, ctx) => {
    expect(ss4Lines(ctx).map((row) => row[0])).toEqual(SS4_ORDER)
    const { text } = await pdfText(ctx, einWorksheet(ctx))
    let from = 0
    for (const caption of [
      'Legal name of the entity',
      'Closing month',
      'applied for an EIN before',
    ]) {
      const at = text.indexOf(caption, from)
      expect(at).toBeGreaterThan(from)
      from = at
    }
    clean(text)
  })

  it('answers the LLC lines by the number of members', () => {
    expect(answer(texasLlc, '8a')).toBe('Yes')
    expect(answer(texasLlc, '8b')).toBe('2')
    expect(answer(texasLlc, '8c')).toBe('Yes')
    expect(answer(texasLlc, '9a')).toContain('Tick "Partnership"')
    expect(answer(texasLlc, '9b')).toContain('Leave blank')
    expect(answer(wyomingLlc, '8b')).toBe('1')
    expect(answer(wyomingLlc, '9a')).toContain('"Disregarded entity"')
    expect(answer(wyomingLlc, '9a')).toContain('Its member is a company')
    expect(answer(wyomingLlc, '12')).toBe('June')
  })

  it('answers a corporation and a nonprofit as the form asks', () => {
    expect(answer(delawareCorporation, '8a')).toBe('No')
    expect(answer(delawareCorporation, '8b')).toBe('Skip (not an LLC)')
    expect(answer(delawareCorporation, '9a')).toContain('Corporation (Form 1120)')
    expect(answer(delawareCorporation, '9b')).toBe('State: Delaware')
    expect(answer(delawareCorporation, '4a')).toBe('20 Market St')
    expect(answer(delawareCorporation, '6')).toContain('State: DE')
    expect(answer(californiaNonprofit, '9a')).toContain(
      'Other nonprofit organization" and specify: Nonprofit corporation (will apply for 501(c)(3) status)',
    )
    expect(answer(californiaNonprofit, '9a')).toContain('Group Exemption Number (GEN) blank')
    expect(answer(memberNonprofit, '9a')).toContain('specify: Nonprofit corporation.')
    expect(answer(californiaNonprofit, '9b')).toBe('State: California')
    expect(answer(californiaNonprofit, '17')).toBe('Teaching children in the Bay Area to read.')
  })

  it('answers from the EIN facts, and "Not given" without them', () => {
    const ctx = withEin(texasLlc)
    expect(answer(ctx, '1')).toBe('Lone Star Widgets LLC')
    expect(answer(ctx, '7a')).toContain('Ana Ruiz')
    expect(answer(ctx, '10')).toBe(
      'Tick "Started new business" and specify the type: Selling garden widgets online.',
    )
    expect(answer(ctx, '11')).toBe('January 15, 2027')
    expect(answer(ctx, '13')).toContain('Other: 2')
    expect(answer(ctx, '14')).toContain('$1,000 or less in employment taxes')
    expect(answer(ctx, '15')).toBe('March 1, 2027')
    expect(answer(ctx, '16')).toBe('Tick "Retail".')
    expect(answer(ctx, '17')).toBe('Selling garden widgets online; NAICS code 454110')

    const none = withEin(delawareCorporation, {
      reason: 'banking',
      employees: 0,
      firstWageDate: undefined,
      activity: 'other',
      activityDetail: 'Robot repair',
      hasSsn: false,
    })
    expect(answer(none, '7b')).toBe(
      'None: the responsible party has no SSN or ITIN (apply by phone, fax or mail, not online)',
    )
    expect(answer(none, '10')).toContain('Tick "Banking purpose"')
    expect(answer(none, '13')).toContain('None')
    expect(answer(none, '14')).toContain('Leave it unticked')
    expect(answer(none, '15')).toContain('Will not pay wages')
    expect(answer(none, '16')).toBe('Tick "Other" and specify: Robot repair.')
    expect(answer(withEin(texasLlc, { reason: 'hired_employees' }), '10')).toContain(
      'Tick "Hired employees"',
    )
    expect(answer(withEin(texasLlc, { reason: 'other' }), '10')).toContain('Tick "Other"')

    for (const line of ['7a', '13', '15', '16'])
      expect(answer(texasLlc, line)).toMatch(/^Not given/)
    expect(answer(texasLlc, '7b')).toBe('Not given')
    expect(answer(texasLlc, '10')).toMatch(/^Not given/)
    expect(answer(texasLlc, '11')).toBe('The date the state files the company (not filed yet)')
    expect(answer(texasLlc, '5a')).toContain('Same as line 4a')
  })

  it('uses the mailing address on line 4 and the street address on line 5 when they differ', () => {
    const ctx = { ...texasLlc, mailingAddress: 'PO Box 9, Austin, TX 78767' }
    expect(answer(ctx, '4a')).toBe('PO Box 9')
    expect(answer(ctx, '5a')).toBe('100 Congress Ave, Suite 200')
    expect(answer(ctx, '5b')).toBe('Austin, TX 78701')
  })

  it('never prints the SSN, and is a worksheet nobody signs', async () => {
    const ctx = withEin(texasLlc)
    const draft = einWorksheet(ctx)
    expect(draft.title).toBe('EIN Worksheet (IRS Form SS-4)')
    expect(draft.signers).toEqual([])
    const { text, pages, bytes } = await pdfText(ctx, draft)
    expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/)
    expect(text).toContain('On file with us (not printed here)')
    expect(text).toContain('Form SS-4 (Rev. December 2023)')
    expect(text).toContain('It is not the form')
    expect(text).toContain('Lone Star Widgets LLC · LLC · Texas')
    clean(text)
    expect(pages).toBeLessThanOrEqual(4)
    console.info(`EIN worksheet, Texas LLC: ${pages} pages, ${bytes} bytes`)
  })
})

describe('the S corporation worksheet', () => {
  it('fills Part I for a corporation, with the deadline and a consent for each shareholder', async () => {
    const ctx = { ...delawareCorporation, filedOn: '2027-01-07' }
    const draft = sCorpWorksheet(ctx)
    expect(draft.title).toBe('S Corporation Election Worksheet (IRS Form 2553)')
    expect(draft.signers).toEqual([
      { name: 'Dana Whitfield', role: 'Shareholder (consent)' },
      { name: 'Eli Brandt', role: 'Shareholder (consent)' },
    ])
    const { text, pages, bytes } = await pdfText(ctx, draft)
    expect(text).toContain('File Form 2553 by March 21, 2027')
    expect(text).toContain('Rev. Proc. 2013-30')
    expect(text).toContain('Form 2553 (Rev. December 2017)')
    expect(text).toContain('The EIN when issued')
    expect(text).toContain('Delaware')
    expect(text).toContain('Tick (1) Calendar year')
    expect(text).toContain('Dana Whitfield, President')
    expect(text).toContain('6,000,000 shares (60%)')
    expect(text).toContain('4,000,000 shares (40%)')
    expect(text).toContain('acquired January 7, 2027')
    expect(text).toContain('At most 100 shareholders: yes, 2 shareholders.')
    expect(text).not.toContain('FLAG')
    expect(text).toMatch(/Eli Brandt Shareholder \(consent\) Date/)
    clean(text)
    console.info(`S corporation worksheet, Delaware corporation: ${pages} pages, ${bytes} bytes`)
  })

  it('treats an LLC as electing corporate tax and lists each member by percentage', async () => {
    const { text, pages, bytes } = await pdfText(texasLlc, sCorpWorksheet(texasLlc))
    expect(text).toContain('does not file Form 8832')
    expect(text).toContain('60% of the membership interests')
    expect(text).toContain('40% of the membership interests')
    expect(text).toContain('Ana Ruiz, Member')
    expect(text).toContain('The filing date')
    expect(text).toContain('no more than 2 months and 15 days after the beginning of the tax year')
    expect(text).toContain('Texas Business Organizations Code')
    clean(text)
    console.info(`S corporation worksheet, Texas LLC: ${pages} pages, ${bytes} bytes`)
  })

  it('flags a company as member and a fiscal year that needs Part II', async () => {
    const draft = sCorpWorksheet(wyomingLlc)
    expect(draft.signers).toEqual([
      { name: 'Prairie Capital Inc.', role: 'Member (shareholder consent)' },
    ])
    const { text } = await pdfText(wyomingLlc, draft)
    expect(text).toContain('FLAG: Prairie Capital Inc. is a company.')
    expect(text).toContain('may make the Company ineligible')
    expect(text).toContain('Fiscal year ending June')
    expect(text).toContain('complete Part II')
    expect(text).toContain('Cora Lindqvist, Manager')
    expect(text).toContain('100% of the membership interests')
    clean(text)
  })
})
