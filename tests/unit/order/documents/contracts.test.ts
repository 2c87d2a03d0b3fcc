import { describe, expect, it, vi } from 'vitest'

import type { DocumentContext } from '@/order/documents/context'
import { contractorAgreement } from '@/order/documents/contracts/contractorAgreement'
import { mutualNda } from '@/order/documents/contracts/mutualNda'
import { servicesAgreement } from '@/order/documents/contracts/servicesAgreement'
import type { DocumentWriter } from '@/order/documents/layout'

import { californiaNonprofit, delawareCorporation, pdfText, texasLlc, wyomingLlc } from './fixtures'

const writers: [string, DocumentWriter, string][] = [
  ['mutualNda', mutualNda, 'Other Party'],
  ['contractorAgreement', contractorAgreement, 'Contractor'],
  ['servicesAgreement', servicesAgreement, 'Client'],
]

const rendered = new Map<string, Awaited<ReturnType<typeof pdfText>>>()
async function render(ctx: DocumentContext, writer: DocumentWriter) {
  const key = `${ctx.orderId}:${writer.name}`
  if (!rendered.has(key)) rendered.set(key, await pdfText(ctx, writer(ctx)))
  return rendered.get(key)!
}

// Drawing a PDF takes a second or more, and the first loads pdfmake and its fonts.
vi.setConfig({ testTimeout: 60_000 })

/** Every string a draft carries, for checks that need no rendering. */
const words = (value: unknown): string => JSON.stringify(value).replaceAll('\\"', '"')

describe.each(writers)('%s', (_name, writer, other) => {
  it.each([
    ['an LLC', texasLlc, 'Texas'],
    ['a corporation', delawareCorporation, 'Delaware'],
  ])(
    'names the Company and its state law, and leaves the other party blank, for %s',
    async (_kind, ctx, state) => {
      const { text, pages } = await render(ctx, writer)
      expect(pages).toBeGreaterThanOrEqual(3)
      expect(pages).toBeLessThanOrEqual(7)
      expect(text).toContain(ctx.company)
      expect(text).toContain(`${ctx.company}, a ${state} `)
      expect(text).toContain(`organized under ${ctx.governingLaw}`)
      expect(text).toContain(`The laws of the State of ${state} govern this Agreement`)
      expect(text).toContain(`courts located in the State of ${state}`)
      expect(text).toContain(`the party named below (the "${other}")`)
      expect(text).toMatch(/Legal name: _{10,}/)
      expect(text).toMatch(/Type of entity and state where formed \(or "an individual"\): _{10,}/)
      expect(text).toMatch(/Address: _{10,}/)
      expect(text).toContain(`Address for notices: ${ctx.principalAddress}`)
      expect(text).toMatch(/By: _{10,} \(name and title\)/)
      expect(text).not.toMatch(/undefined|null|NaN/)
    },
  )

  it('signs for the Company by an authorized signatory, and for the other party', () => {
    const { signers } = writer(texasLlc)
    expect(signers).toHaveLength(2)
    expect(signers[0]).toEqual({
      name: 'Lone Star Widgets LLC',
      role: expect.stringMatching(/^By: _+ \(name and title\)$/),
    })
    expect(signers[1].role).toMatch(/^By: _+ \(name and title\)$/)
  })

  it('says who signs for the Company, by entity and management', () => {
    expect(writer(texasLlc).use).toContain('a member (Ana Ruiz or Ben Okafor)')
    expect(writer(wyomingLlc).use).toContain('a manager (Cora Lindqvist)')
    expect(writer(delawareCorporation).use).toContain(
      'an officer, such as the president (Dana Whitfield)',
    )
    expect(writer(californiaNonprofit).use).toContain('an officer the board has authorized')
  })

  it('leaves the Company address blank when not given, prefers the mailing address, and names D.C. right', () => {
    const noAddress = words(writer({ ...wyomingLlc, principalAddress: undefined }))
    expect(noAddress).toMatch(/Address for notices: _{10,}/)
    expect(noAddress).not.toContain('principal office')
    const mailing = words(writer({ ...texasLlc, mailingAddress: 'PO Box 7, Austin, TX 78701' }))
    expect(mailing).toContain('Address for notices: PO Box 7, Austin, TX 78701')
    expect(mailing).toContain('with its principal office at 100 Congress Ave')
    const dc = words(
      writer({
        ...delawareCorporation,
        state: { slug: 'district-of-columbia', name: 'District of Columbia', code: 'DC' },
        governingLaw: 'the laws of the District of Columbia',
      }),
    )
    expect(dc).toContain('The laws of the District of Columbia govern this Agreement')
    expect(dc).toContain('courts located in the District of Columbia')
    expect(dc).not.toContain('State of District')
  })

  it('handles a nonprofit and a company with no address', async () => {
    const { text } = await pdfText(
      californiaNonprofit,
      writer({ ...californiaNonprofit, principalAddress: undefined }),
    )
    expect(text).toContain(
      'Bay Area Reading Corps, a California nonprofit corporation organized under the California Nonprofit Public Benefit Corporation Law',
    )
    expect(text).not.toMatch(/undefined|null|NaN/)
  })
})

describe('the Mutual Nondisclosure Agreement', () => {
  it('carries the whistleblower notice, the term and the other party as signer', async () => {
    const { text } = await render(texasLlc, mutualNda)
    expect(text).toContain('Mutual Nondisclosure Agreement')
    expect(text).toContain('Defend Trade Secrets Act (18 U.S.C. § 1833(b))')
    expect(text).toContain('filed under seal')
    expect(text).toContain('during the two years after the Effective Date')
    expect(text).toContain('last for three years after it ends')
    expect(text).toContain('for as long as it remains a trade secret')
    expect(text).toContain('an injunction')
    expect(text).toMatch(/possible business relationship \(the "Purpose"\): _{20,}/)
    expect(text).not.toContain('Statement of Work')
    expect(mutualNda(texasLlc).signers[1].name).toBe('Other party')
    expect(text).toMatch(/Other party By: _+ \(name and title\) Date/)
  })
})

describe('the Independent Contractor Agreement', () => {
  it('attaches a Statement of Work and states contractor status, pay and ending', async () => {
    const { text } = await render(delawareCorporation, contractorAgreement)
    expect(text).toContain('Statement of Work No. 1')
    for (const item of ['Services', 'Deliverables', 'Schedule', 'Fee', 'Payment terms']) {
      expect(text).toContain(item)
    }
    expect(text).toContain('within 30 days of receiving it (net 30)')
    expect(text).toContain('approved in writing before they were incurred')
    expect(text).toContain('IRS Form 1099-NEC')
    expect(text).toContain("14 days' notice")
    expect(text).toContain('Defend Trade Secrets Act')
    expect(text).toMatch(/Contractor By: _+ \(name and title\) Date/)
    expect(words(contractorAgreement(delawareCorporation).body)).not.toMatch(/non-compete|solicit/i)
  })

  it('explains classification and the missing non-compete in its note', () => {
    const { use } = contractorAgreement(texasLlc)
    expect(use).toContain('"ABC" test')
    expect(use).toContain('does not by itself make them one')
    expect(use).toContain('no non-compete or non-solicitation clause')
  })

  it('takes the work as made for hire and by assignment, except in California, by assignment alone', () => {
    const texas = words(contractorAgreement(texasLlc))
    expect(texas).toContain('"work made for hire"')
    expect(texas).toContain('the Contractor assigns to the Company all of its rights')
    const california = words(contractorAgreement(californiaNonprofit))
    expect(california).not.toContain('work made for hire')
    expect(california).toContain('The Contractor assigns to the Company all of its rights')
  })
})

describe('the Services Agreement', () => {
  it('attaches a Statement of Work and states payment, acceptance, ownership and limits', async () => {
    const { text } = await render(texasLlc, servicesAgreement)
    expect(text).toContain('Statement of Work No. 1')
    expect(text).toContain('The Company provides the services; the Client pays')
    expect(text).toContain('written change order both sign')
    expect(text).toContain('1% a month, or the highest rate the law allows, whichever is lower')
    expect(text).toContain('10 business days')
    expect(text).toContain('Once the Client has paid in full for a Deliverable, the Client owns it')
    expect(text).toContain('perform them again at no charge')
    expect(text).toContain('in the 12 months before the claim arose')
    expect(text).toContain('within 30 days after the notice')
    expect(text).toMatch(/Client By: _+ \(name and title\) Date/)
  })
})

describe('the Statement of Work', () => {
  it.each([contractorAgreement, servicesAgreement])(
    'shares its page with the signatures',
    async (writer) => {
      for (const ctx of [texasLlc, delawareCorporation]) {
        const { text, pages } = await render(ctx, writer)
        const last = text.slice(text.indexOf(`page ${pages - 1} of ${pages}`))
        expect(last).toContain('Statement of Work No. 1')
        expect(last).toMatch(/(Contractor|Client) By: _+ \(name and title\) Date/)
      }
    },
  )
})

describe('page counts', () => {
  it('records pages and bytes', async () => {
    const rows = []
    for (const ctx of [texasLlc, delawareCorporation])
      for (const [name, writer] of writers) {
        const { pages, bytes } = await render(ctx, writer)
        rows.push(`${ctx.company} ${name}: ${pages} pages, ${bytes} bytes`)
      }
    console.log(rows.join('\n'))
  })
})
