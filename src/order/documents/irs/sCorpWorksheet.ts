/**
 * The S corporation worksheet (docs/documents.md#the-documents): IRS Form 2553
 * (Rev. December 2017) filled in from the order, with its deadline, who must consent and whether
 * the Company can elect at all. Owners and eligibility: ./sCorpOwners.ts; deadline: ./deadline.ts.
 */
import type { Content, ContentTable } from 'pdfmake/interfaces'

import { monthName } from '@/states/calendarDate'

import type { DocumentContext } from '../context'
import { DOCUMENT_KINDS } from '../kinds'
import {
  type DocumentWriter,
  type Signer,
  bullets,
  dayWords,
  heading,
  paragraph,
  table,
} from '../layout'
import { form2553DeadlineSentence, sCorpTaxYearStart } from './deadline'
import { eligibility, ownerRows, ownersOf } from './sCorpOwners'

export const FORM_2553_REVISION = 'Rev. December 2017'

const BLANK = '______'

/** A table whose rows never split across pages: a question stays beside its answer. */
const rowsWhole = (content: Content): Content => ({
  ...(content as ContentTable),
  table: { ...(content as ContentTable).table, dontBreakRows: true },
})

/** Who the IRS may call (item H) and signs as officer: a corporation's president, an LLC's member. */
function officer(ctx: DocumentContext): { name: string; title: string } {
  if (ctx.entity === 'corporation') {
    return {
      name: ctx.corporation?.officers.president ?? `Not given: ${BLANK}`,
      title: 'President',
    }
  }
  const llc = ctx.llc
  const manager = llc?.management === 'manager' ? llc.managers[0] : undefined
  if (manager) return { name: manager.name, title: 'Manager' }
  const member = llc?.members.find((each) => each.kind === 'person')
  return member
    ? { name: member.name, title: 'Member' }
    : { name: `Not given: ${BLANK}`, title: '' }
}

function partOne(ctx: DocumentContext): string[][] {
  const start = sCorpTaxYearStart(ctx)
  const address = ctx.mailingAddress ?? ctx.principalAddress ?? `Not given: ${BLANK}`
  const calendarYear = ctx.fiscalYearEndMonth === 12
  const { name, title } = officer(ctx)
  return [
    ['Name', 'Legal name', ctx.company],
    ['Address', 'Street (or P.O. box), city, state and ZIP code', address],
    ['A', 'Employer identification number', 'The EIN when issued (apply for it first)'],
    [
      'B',
      ctx.entity === 'llc' ? 'Date incorporated (for an LLC, formed)' : 'Date incorporated',
      ctx.filedOn ? dayWords(ctx.filedOn) : 'The filing date',
    ],
    ['C', 'State of incorporation', ctx.state.name],
    ['D', 'Name or address changed since the EIN?', 'Leave unticked (unless one has)'],
    [
      'E',
      'Election to take effect for the tax year beginning',
      start
        ? `${dayWords(start)} (the first day of its first tax year: the filing date)`
        : 'The filing date: the first day of its first tax year',
    ],
    [
      'F',
      'Selected tax year',
      calendarYear
        ? 'Tick (1) Calendar year'
        : `Its year ends in ${monthName(ctx.fiscalYearEndMonth)}: tick (2) Fiscal year ending ${monthName(ctx.fiscalYearEndMonth)} and complete Part II. An S corporation keeps the calendar year unless it shows a business reason for a fiscal year (or makes a section 444 election).`,
    ],
    ['G', 'More than 100 shareholders listed?', 'Leave blank'],
    [
      'H',
      'Officer or representative the IRS may call',
      `${name}${title ? `, ${title}` : ''}; phone: ${BLANK}`,
    ],
    ['I', 'Reasonable cause for a late election', 'Leave blank when filed on time'],
    [
      'Signature',
      'Signature of an officer',
      `${name}${title ? ` (${title})` : ''} signs and dates, with the title`,
    ],
  ]
}

export const sCorpWorksheet: DocumentWriter = (ctx) => {
  const owners = ownersOf(ctx)
  const signers: Signer[] = owners.map((owner) => ({
    name: owner.name,
    role: ctx.entity === 'llc' ? 'Member (shareholder consent)' : 'Shareholder (consent)',
  }))
  const isLlc = ctx.entity === 'llc'
  return {
    title: DOCUMENT_KINDS.sCorpWorksheet.title,
    signers,
    use: `It is not the form: use it to fill in IRS Form 2553 (${FORM_2553_REVISION}), which an officer and every ${isLlc ? 'member' : 'shareholder'} then sign.`,
    body: [
      paragraph(
        `An S corporation pays no federal income tax itself: its profits and losses pass to its owners' own returns. The Company chooses this on IRS Form 2553 (${FORM_2553_REVISION}). ${
          isLlc
            ? 'An LLC that files Form 2553 is treated as having elected to be taxed as a corporation from the same day; it does not file Form 8832 as well.'
            : 'The election changes how the Company is taxed, not what it is under state law.'
        }`,
      ),
      heading('The deadline'),
      paragraph({ text: form2553DeadlineSentence(sCorpTaxYearStart(ctx)), bold: true }),
      paragraph(
        'If that day passes, the IRS usually still accepts a late election under Rev. Proc. 2013-30 when there was reasonable cause and the request comes within 3 years and 75 days of the date the election was to take effect.',
      ),
      heading('Can the Company elect?'),
      bullets(eligibility(ctx, owners)),
      heading('Part I: election information'),
      rowsWhole(table(['Item', 'What the form asks', 'The answer'], partOne(ctx), [52, 150, '*'])),
      heading('Part I: shareholders (items J to N)'),
      paragraph(
        `Every ${isLlc ? 'member' : 'shareholder'} on the day the form is filed must consent by signing column K; a spouse with a community property interest signs too. Without every consent the IRS will not accept the election.`,
      ),
      rowsWhole(
        table(
          [
            'J. Name and address',
            'K. Consent',
            `L. ${isLlc ? 'Percentage' : 'Shares'} and date acquired`,
            'M. SSN or EIN',
            'N. Tax year ends',
          ],
          owners.length
            ? ownerRows(ctx, owners)
            : [[`Not given: ${BLANK}`, 'Signs the consent', BLANK, BLANK, BLANK]],
          ['*', 80, 110, 70, 70],
        ),
      ),
      heading('Parts II to IV, and sending it'),
      bullets([
        ctx.fiscalYearEndMonth === 12
          ? 'Part II: skip it (a calendar year needs none).'
          : 'Part II: complete it to ask for the fiscal year; attach the business reason.',
        'Part III: only when a trust holds shares and elects to be a qualified subchapter S trust.',
        isLlc
          ? 'Part IV: only for a late election by an LLC that also needs relief for its late classification as a corporation.'
          : 'Part IV: skip it (it is for entities other than corporations).',
        "Mail or fax the signed form to the IRS office named in the form's instructions for the state of the principal business. Keep a copy, and the IRS's letter accepting the election.",
      ]),
    ],
  }
}
