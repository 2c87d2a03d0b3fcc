import { describe, expect, it } from 'vitest'

import type { DocumentContext } from '@/order/documents/context'
import type { DocumentDraft } from '@/order/documents/layout'
import { boardResolutions } from '@/order/documents/nonprofit/boardResolutions'
import { nonprofitBylaws } from '@/order/documents/nonprofit/bylaws'
import { conflictOfInterestPolicy } from '@/order/documents/nonprofit/conflictOfInterest'

import { californiaNonprofit, memberNonprofit, pdfText } from './fixtures'

const DIRECTORS = ['Fay Nguyen', 'Gus Martin', 'Hana Sato']

/** The draft's words without rendering: its body's strings, nested ones included. */
const words = (draft: DocumentDraft): string => {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node)
    else if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  walk(draft.body)
  return out.join(' ').replace(/\s+/g, ' ')
}

/** The draft rendered, with nothing left unfilled in its text. */
const rendered = async (ctx: DocumentContext, draft: DocumentDraft) => {
  const result = await pdfText(ctx, draft)
  expect(result.text).not.toMatch(/undefined|null|NaN/)
  return result
}

const withNonprofit = (
  ctx: DocumentContext,
  facts: Partial<NonNullable<DocumentContext['nonprofit']>>,
): DocumentContext => ({ ...ctx, nonprofit: { ...ctx.nonprofit!, ...facts } })

describe('the nonprofit bylaws', () => {
  it('carry the 501(c)(3) limits and no members for a charity', async () => {
    const draft = nonprofitBylaws(californiaNonprofit)
    const { text, pages } = await rendered(californiaNonprofit, draft)
    expect(draft.title).toBe('Bylaws')
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(text).toContain('Bay Area Reading Corps, a California nonprofit corporation')
    expect(text).toContain('the California Nonprofit Public Benefit Corporation Law')
    expect(text).toContain(
      "The Corporation's purpose is: Teaching children in the Bay Area to read.",
    )
    expect(text).toContain('section 501(c)(3) of the Internal Revenue Code')
    expect(text).toContain('section 170(c)(2)')
    expect(text).toMatch(/propaganda/)
    expect(text).toMatch(/campaign for or against any candidate for public office/)
    expect(text).toMatch(/organizations then exempt under section 501\(c\)\(3\)/)
    expect(text).toContain('The Corporation has no members.')
    expect(text).not.toContain('Who may be a member')
    expect(text).toContain('The board has three directors.')
    expect(text).toMatch(/Good practice: the IRS's application .* independent board/)
    for (const name of DIRECTORS) expect(text).toContain(name)
    expect(text).toContain('two-thirds of the directors in office')
    expect(text).toContain('last day of June')
    expect(text).toContain('Registered Agents of America LLC, at 5 Main St, Austin, TX 78701')
    expect(text).toMatch(/Gus Martin Secretary Date/)
    expect(draft.signers).toEqual([{ name: 'Gus Martin', role: 'Secretary' }])
  })

  it('give members an article and leave out the 501(c)(3) clauses when not exempt', async () => {
    const { text } = await rendered(memberNonprofit, nonprofitBylaws(memberNonprofit))
    expect(text).toContain('Sunset Anglers Club')
    expect(text).not.toContain('501(c)(3)')
    expect(text).not.toContain('170(c)(2)')
    expect(text).not.toContain('has no members')
    expect(text).toContain('Who may be a member')
    expect(text).toContain('Each member has one vote.')
    expect(text).toContain('10% of the votes, present in person or online, are a quorum')
    expect(text).toContain('The members elect the directors')
    expect(text).toContain('No private gain')
    expect(text).toMatch(/nonprofit organizations whose purposes are like its own/)
    expect(text).toMatch(/changes the members' rights .* members' meeting/)
    expect(text).not.toContain('Good practice')
  })

  it('keep three seats for a 501(c)(3) with fewer directors, and sign with the only director', () => {
    const two = withNonprofit(californiaNonprofit, {
      directors: [{ name: 'Fay Nguyen' }, { name: 'Gus Martin' }],
    })
    expect(words(nonprofitBylaws(two))).toContain(
      'The board has three directors. Only two directors were named when the Corporation was formed; the board fills the open seat as a vacancy under Section 4.9.',
    )
    const one = withNonprofit(memberNonprofit, {
      directors: [{ name: 'Fay Nguyen', address: '1 Pier St, Oakland, CA 94607' }],
    })
    const draft = nonprofitBylaws(one)
    expect(words(draft)).toContain('The board has one director.')
    expect(words(draft)).toContain('1 Pier St, Oakland, CA 94607')
    expect(draft.signers).toEqual([{ name: 'Fay Nguyen', role: 'Secretary' }])
  })

  it('allow any lawful purpose, within the 501(c)(3) limits, when the purpose is general', () => {
    const general = {
      ...californiaNonprofit,
      purpose: 'any lawful purpose',
      purposeKind: 'general' as const,
    }
    expect(words(nonprofitBylaws(general))).toContain(
      'any lawful purpose for which a nonprofit corporation may be formed under the California Nonprofit Public Benefit Corporation Law, always within the limits of Section 2.2.',
    )
  })

  it('carry both the 501(c)(3) limits and a members article for an exempt nonprofit with members', () => {
    const text = words(nonprofitBylaws(withNonprofit(californiaNonprofit, { hasMembers: true })))
    expect(text).toContain('section 170(c)(2)')
    expect(text).toContain('Who may be a member')
    expect(text).toContain('The members elect directors at their annual meeting.')
    expect(text).not.toContain('has no members')
  })
})

describe('the conflict of interest policy', () => {
  it('covers disclosure, deciding, voting, minutes, pay, statements and reviews, with a statement form', async () => {
    const draft = conflictOfInterestPolicy(californiaNonprofit)
    const { text } = await rendered(californiaNonprofit, draft)
    expect(draft.title).toBe('Conflict of Interest Policy')
    for (const topic of [
      'Interested person',
      'Financial interest',
      'Duty to disclose',
      'they leave the meeting',
      'Looking at alternatives',
      'majority of the disinterested directors present',
      'Breaches of this policy',
      'What the minutes record',
      'No vote on your own pay',
      'Annual Statements',
      'Periodic Reviews',
      'the California Nonprofit Public Benefit Corporation Law',
    ])
      expect(text).toContain(topic)
    expect(text).toContain('excess benefit')
    expect(text).toContain('Attachment A. Annual Conflict of Interest Statement')
    expect(text).toContain('I have read the Conflict of Interest Policy of Bay Area Reading Corps')
    expect(text).toMatch(/charitable organization and that, to keep its federal tax exemption/)
    expect(text).toContain('My interests to disclose')
    expect(text).toMatch(/Signature: _+ Date: _+/)
    expect(text.indexOf('Adoption by the Board')).toBeGreaterThan(text.indexOf('Attachment A.'))
    expect(draft.signers).toEqual(DIRECTORS.map((name) => ({ name, role: 'Director' })))
    for (const name of DIRECTORS) expect(text).toMatch(new RegExp(`${name} Director Date`))
  })

  it('speaks of a nonprofit, not a charity, when not exempt', () => {
    const text = words(conflictOfInterestPolicy(memberNonprofit))
    expect(text).not.toContain('501(c)(3)')
    expect(text).not.toContain('charitable organization')
    expect(text).toContain('Sunset Anglers Club is a nonprofit corporation')
  })
})

describe("the board's first resolutions", () => {
  it('adopt the bylaws and policy, leave the officers blank and plan the 501(c)(3) application', async () => {
    const draft = boardResolutions(californiaNonprofit)
    const { text } = await rendered(californiaNonprofit, draft)
    expect(draft.title).toBe("Board's First Resolutions")
    expect(text).toContain(
      'Unanimous written consent of the initial board of directors of Bay Area Reading Corps, a California nonprofit corporation',
    )
    expect(text).toContain('filed with the State of California, effective on their filing date')
    expect(text).toContain('Fay Nguyen, Gus Martin, and Hana Sato')
    expect(text).toContain('The Bylaws presented to the board with these resolutions are adopted')
    expect(text).toContain(
      'The Conflict of Interest Policy presented with these resolutions is adopted',
    )
    expect(text).toMatch(/President \(chair of the board\) _+ Secretary _+ Treasurer _+/)
    expect(text).toContain('does not say who the officers are')
    expect(text).toContain('last day of June')
    expect(text).toContain('Banking Resolution')
    expect(text).toContain('employer identification number (EIN)')
    expect(text).toContain('Form 1023-EZ')
    expect(text).toMatch(
      /within 27 months after the end of the month in which the Corporation was formed/,
    )
    expect(text).toContain('Registrations in California')
    expect(text).toContain('Costs of forming the Corporation')
    expect(draft.signers).toEqual(DIRECTORS.map((name) => ({ name, role: 'Director' })))
  })

  it('say nothing of 27 months when not exempt, and use the filing date and EIN facts when known', async () => {
    const ctx: DocumentContext = {
      ...memberNonprofit,
      filedOn: '2027-01-12',
      ein: {
        responsibleParty: 'Fay Nguyen',
        hasSsn: true,
        reason: 'Started a new business',
        employees: 0,
        activity: 'Other',
      },
    }
    const { text } = await rendered(ctx, boardResolutions(ctx))
    expect(text).not.toContain('27 months')
    expect(text).not.toContain('Form 1023')
    expect(text).toContain('does not plan to apply for recognition under section 501(c)(3)')
    expect(text).toContain('filed with the State of California on January 12, 2027')
    expect(text).toContain('with Fay Nguyen as the responsible party')
  })
})
