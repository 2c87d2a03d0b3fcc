import { describe, expect, it } from 'vitest'

import { bankingResolution } from '@/order/documents/bankingResolution'
import type { DocumentContext } from '@/order/documents/context'
import type { DocumentDraft } from '@/order/documents/layout'
import { operatingAgreement } from '@/order/documents/llc/operatingAgreement'

import { californiaNonprofit, delawareCorporation, pdfText, texasLlc, wyomingLlc } from './fixtures'

/** Every string of a draft's body, joined: enough to check wording without rendering. */
const words = (draft: DocumentDraft): string => {
  const strings: string[] = []
  const walk = (node: unknown) => {
    if (typeof node === 'string') strings.push(node)
    else if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  walk(draft.body)
  return [draft.title, draft.subtitle ?? '', ...strings].join(' ')
}

const expectClean = (text: string) => expect(text).not.toMatch(/undefined|null|NaN|\[object/)

const llcOf = (ctx: DocumentContext) => ctx.llc!

/** One person owns it and runs it. */
const soleProprietorLlc: DocumentContext = {
  ...wyomingLlc,
  principalAddress: undefined,
  purpose: 'any lawful purpose',
  purposeKind: 'general',
  fiscalYearEndMonth: 12,
  filedOn: '2027-01-10',
  llc: {
    management: 'member',
    members: [{ kind: 'person', name: 'Dale Moss', ownership: 100, contribution: '$500 in cash' }],
    managers: [],
    organizer: { name: 'Formation Services Filer' },
  },
}

/** Texas's two members, with two managers running the company. */
const managedTexasLlc: DocumentContext = {
  ...texasLlc,
  llc: {
    ...llcOf(texasLlc),
    management: 'manager',
    managers: [{ name: 'Cora Lindqvist' }, { name: 'Dev Patel', address: '1 Hill St, Austin, TX' }],
  },
}

/** Three members with thirds, one of them a company. */
const thirdsLlc: DocumentContext = {
  ...texasLlc,
  llc: {
    ...llcOf(texasLlc),
    members: [
      { kind: 'person', name: 'Ana Ruiz', ownership: 33.33 },
      { kind: 'person', name: 'Ben Okafor', ownership: 33.33 },
      { kind: 'company', name: 'Okafor Family Holdings LLC', ownership: 33.34 },
    ],
  },
}

describe('the Operating Agreement', () => {
  it('gives a two-member, member-managed LLC voting, transfers, buy-outs and Schedule A', async () => {
    const draft = operatingAgreement(texasLlc)
    expect(draft.title).toBe('Operating Agreement')
    const { text, pages, bytes } = await pdfText(texasLlc, draft)
    expect(pages).toBeGreaterThanOrEqual(5)
    expect(pages).toBeLessThanOrEqual(10)
    expect(bytes).toBeGreaterThan(20_000)
    expect(text).toContain(
      'of Lone Star Widgets LLC, a multi-member, member-managed Texas limited liability company',
    )
    expect(text).toContain(
      'Lone Star Widgets LLC (the "Company") is a limited liability company formed in Texas under the Texas Business Organizations Code.',
    )
    expect(text).toContain('Texas law calls this document a company agreement.')
    expect(text).toContain('This agreement is made by Ana Ruiz and Ben Okafor')
    expect(text).toContain('The Company is managed by its Members.')
    expect(text).toContain(
      'Members holding more than 50% of all the ownership percentages decide it',
    )
    expect(text).toContain('need the approval of all the Members')
    expect(text).toContain('Right of first refusal')
    expect(text).toContain('Buying out a departing Member')
    expect(text).toContain('Deadlock')
    expect(text).toContain('as a partnership')
    expect(text).toContain('Ana Ruiz, the Member with the largest ownership percentage,')
    expect(text).toContain('any lawful business or activity')
    expect(text).toContain('registered agent in Texas is Registered Agents of America LLC')
    expect(text).toContain('ends on the last day of December.')
    expect(text).toContain(
      'This agreement is governed by the Texas Business Organizations Code and the other laws of Texas.',
    )
    // Schedule A: each member's name, address, percentage and contribution.
    expect(text).toContain('Ana Ruiz 12 Oak St, Austin, TX 78702 60% $6,000 in cash')
    expect(text).toContain(
      'Ben Okafor 9 Elm St, Dallas, TX 75201 40% Not stated: write it here: ______',
    )
    expect(text).toContain('Total 100%')
    expect(text).not.toContain('Manager')
    expectClean(text)
    expect(draft.signers).toEqual([
      { name: 'Ana Ruiz', role: 'Member' },
      { name: 'Ben Okafor', role: 'Member' },
    ])
  })

  it('gives a single-member, manager-managed LLC with a company member its own terms', async () => {
    const draft = operatingAgreement(wyomingLlc)
    const { text, pages } = await pdfText(wyomingLlc, draft)
    expect(pages).toBeGreaterThanOrEqual(4)
    expect(text).toContain(
      'of High Plains Holdings LLC, a single-member, manager-managed Wyoming limited liability company',
    )
    expect(text).toContain(
      'made by Prairie Capital Inc., the Company\'s only member (the "Member")',
    )
    expect(text).toContain('formed in Wyoming under the laws of the State of Wyoming')
    expect(text).toContain('The Member owns 100% of the Company.')
    expect(text).toContain('there is no voting among members')
    expect(text).toContain('The first Manager is Cora Lindqvist.')
    expect(text).toContain('need the written approval of the Member')
    expect(text).toContain('The Member sets the number of Managers, elects them, and may remove')
    expect(text).toContain('If the Member ends')
    expect(text).toContain('Meanwhile the Manager keeps running the Company.')
    expect(text).toContain(
      'By default the IRS disregards a limited liability company with one member',
    )
    expect(text).toContain('IRS Form 2553')
    expect(text).toContain(
      'while a company is a Member the Company usually cannot be an S corporation',
    )
    expect(text).toContain(
      'formed for this purpose: "Owning and renting out residential property."',
    )
    expect(text).toContain('ends on the last day of June.')
    expect(text).toContain('This agreement is governed by the laws of the State of Wyoming.')
    expect(text).toContain('Prairie Capital Inc. (a company) Not stated: write it here: ______')
    expect(text).not.toContain('Right of first refusal')
    expect(text).not.toContain('partnership')
    expectClean(text)
    expect(draft.signers).toEqual([
      {
        name: 'Prairie Capital Inc.',
        role: 'Member, by its authorized signatory',
        forCompany: true,
      },
      { name: 'Cora Lindqvist', role: 'Manager' },
    ])
  })

  it('lets a sole individual member run the company and name a successor for death or incapacity', () => {
    const draft = operatingAgreement(soleProprietorLlc)
    const text = words(draft)
    expect(draft.subtitle).toContain('a single-member, member-managed Wyoming')
    expect(text).toContain('The Member runs the Company')
    expect(text).toContain('decides every matter alone')
    expect(text).toContain('Naming a successor')
    expect(text).toContain("the Member's interest passes to the named successor")
    expect(text).toContain("The Member's incapacity")
    expect(text).toContain('was filed in Wyoming on January 10, 2027')
    expect(text).toContain('Formation Services Filer signed and filed that document')
    expect(text).toContain('the Member approves what the organizer did')
    expect(text).toContain(
      "The Company's principal office is at: Not stated: write it here: ______",
    )
    expect(text).toContain('any lawful business or activity')
    expect(text).not.toMatch(/Manager|Major Decision|usually cannot be an S corporation/)
    expectClean(text)
    expect(draft.signers).toEqual([{ name: 'Dale Moss', role: 'Member' }])
  })

  it('gives a multi-member, manager-managed LLC its managers, their authority and removal', () => {
    const draft = operatingAgreement(managedTexasLlc)
    const text = words(draft)
    expect(draft.subtitle).toContain('a multi-member, manager-managed Texas')
    expect(text).toContain('The first Managers are Cora Lindqvist and Dev Patel.')
    expect(text).toContain('they decide by a majority of the Managers in number')
    expect(text).toContain('The Members, by majority vote, set the number of Managers')
    expect(text).toContain('has no authority to run the business or to sign for the Company')
    expect(text).toContain('Any Member or Manager may call one')
    expect(text).toContain('Right of first refusal')
    expect(text).toContain('The Managers wind up the Company')
    expectClean(text)
    expect(draft.signers).toEqual([
      { name: 'Ana Ruiz', role: 'Member' },
      { name: 'Ben Okafor', role: 'Member' },
      { name: 'Cora Lindqvist', role: 'Manager' },
      { name: 'Dev Patel', role: 'Manager' },
    ])
  })

  it('shows fractional percentages to two decimals and has a company member sign through a person', () => {
    const draft = operatingAgreement(thirdsLlc)
    const text = words(draft)
    expect(text).toContain('33.33%')
    expect(text).toContain('33.34%')
    expect(text).toContain('Ana Ruiz, Ben Okafor, and Okafor Family Holdings LLC')
    expect(text).toContain('usually cannot be an S corporation')
    expectClean(text)
    expect(draft.signers.at(-1)).toEqual({
      name: 'Okafor Family Holdings LLC',
      role: 'Member, by its authorized signatory',
      forCompany: true,
    })
  })
})

describe('the Banking Resolution', () => {
  it("is adopted by an LLC's members, each of whom signs, two signatures above $10,000", async () => {
    const draft = bankingResolution(texasLlc)
    const { text, pages, bytes } = await pdfText(texasLlc, draft)
    expect(pages).toBeLessThanOrEqual(3)
    expect(bytes).toBeGreaterThan(10_000)
    expect(text).toContain(
      'Written consent of the Members of Lone Star Widgets LLC, a Texas limited',
    )
    expect(text).toContain(
      'The undersigned, Ana Ruiz and Ben Okafor, being all the members of Lone Star Widgets LLC (the "Company"), adopt',
    )
    expect(text).toContain('as permitted by the Texas Business Organizations Code')
    expect(text).toContain('at any bank or other federally insured financial institution')
    expect(text).toContain('Each Member listed below is an authorized signer.')
    expect(text).toMatch(/Ana Ruiz Member _+ Ben Okafor Member/)
    expect(text).toContain('payment of $10,000 or less')
    expect(text).toContain(
      'more than $10,000 needs the signatures or approvals of two authorized signers',
    )
    expect(text).toContain("That needs the approval the Company's operating agreement requires.")
    expect(text).toContain(
      'until it receives written notice of a change, signed for the Company by any Member',
    )
    expect(text).toContain('I certify that I am a Member of Lone Star Widgets LLC')
    expectClean(text)
    expect(draft.signers).toEqual([
      { name: 'Ana Ruiz', role: 'Member' },
      { name: 'Ben Okafor', role: 'Member' },
    ])
  })

  it("is adopted by a manager-managed LLC's manager, who alone signs for any amount", async () => {
    const draft = bankingResolution(wyomingLlc)
    const { text } = await pdfText(wyomingLlc, draft)
    expect(text).toContain('Written consent of the Manager of High Plains Holdings LLC')
    expect(text).toContain('The undersigned, Cora Lindqvist, being the only manager of')
    expect(text).toContain('adopts the following resolutions')
    expect(text).toContain('Each Manager listed below is an authorized signer.')
    expect(text).toContain('that signer may sign alone for any amount')
    expect(text).not.toContain('$10,000')
    expect(text).toContain('I certify that I am the Manager of High Plains Holdings LLC')
    expectClean(text)
    expect(draft.signers).toEqual([{ name: 'Cora Lindqvist', role: 'Manager' }])
  })

  it('lets a company member sign through its signatory when the members run the LLC', () => {
    const ctx = { ...wyomingLlc, llc: { ...llcOf(wyomingLlc), management: 'member' as const } }
    const draft = bankingResolution(ctx)
    expect(words(draft)).toContain('Prairie Capital Inc., through its authorized signatory')
    expect(draft.signers).toEqual([
      {
        name: 'Prairie Capital Inc.',
        role: 'Member, by its authorized signatory',
        forCompany: true,
      },
    ])
  })

  it("is adopted by a corporation's board, its president and treasurer signing", async () => {
    const draft = bankingResolution(delawareCorporation)
    const { text } = await pdfText(delawareCorporation, draft)
    expect(text).toContain(
      'Written consent of the board of directors of Harbor Robotics, Inc., a Delaware corporation',
    )
    expect(text).toContain('being all the directors of Harbor Robotics, Inc. (the "Company")')
    expect(text).toContain('as permitted by the Delaware General Corporation Law')
    expect(text).toContain('The President and the Treasurer are the authorized signers.')
    expect(text).toMatch(/Dana Whitfield President _+ Eli Brandt Treasurer/)
    expect(text).toContain('two authorized signers')
    expect(text).toContain('a separate resolution of the board of directors')
    expect(text).toMatch(
      /I certify that I am the Secretary of Harbor Robotics, Inc\..*_+ Eli Brandt Secretary/,
    )
    expectClean(text)
    expect(draft.signers).toEqual([
      { name: 'Dana Whitfield', role: 'Director' },
      { name: 'Eli Brandt', role: 'Director' },
    ])
  })

  it("falls back to the directors, or to one signer, as the corporation's officers allow", () => {
    const corporation = delawareCorporation.corporation!
    const oneOfficer = bankingResolution({
      ...delawareCorporation,
      corporation: {
        ...corporation,
        officers: { president: 'Dana Whitfield', treasurer: 'Dana Whitfield' },
      },
    })
    expect(words(oneOfficer)).toContain('President and Treasurer')
    expect(words(oneOfficer)).toContain('that signer may sign alone for any amount')
    expect(words(oneOfficer)).toContain('Name: ______')

    const noOfficers = words(
      bankingResolution({ ...delawareCorporation, corporation: { ...corporation, officers: {} } }),
    )
    expect(noOfficers).toContain('each director below is an authorized signer')
    expect(noOfficers).toContain('Eli Brandt Director')
    expect(noOfficers).toContain('two authorized signers')
    expectClean(noOfficers)
  })

  it("is adopted by a nonprofit's board, its directors signing until officers are appointed", async () => {
    const draft = bankingResolution(californiaNonprofit)
    const { text } = await pdfText(californiaNonprofit, draft)
    expect(text).toContain('Written consent of the board of directors of Bay Area Reading Corps')
    expect(text).toContain(
      'The undersigned, Fay Nguyen, Gus Martin, and Hana Sato, being all the directors of Bay Area Reading Corps (the "Corporation")',
    )
    expect(text).toContain(
      'as permitted by the California Nonprofit Public Benefit Corporation Law',
    )
    expect(text).toContain(
      'The officers the board appoints as President and as Treasurer are the authorized signers.',
    )
    expect(text).toContain('each director below is an authorized signer')
    expect(text).toMatch(/Fay Nguyen Director _+ Gus Martin Director _+ Hana Sato Director/)
    expect(text).toContain('two authorized signers')
    expect(text).toContain('in line with them, is approved')
    expect(text).toMatch(
      /I certify that I am the Secretary of Bay Area Reading Corps.*Name: _+ Secretary/,
    )
    expect(text).not.toContain('the Company')
    expectClean(text)
    expect(draft.signers.map((signer) => signer.role)).toEqual(['Director', 'Director', 'Director'])
  })
})
