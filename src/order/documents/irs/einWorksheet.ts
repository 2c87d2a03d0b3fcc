/**
 * The EIN worksheet (docs/documents.md#the-documents): every line of IRS Form SS-4 (Rev.
 * December 2023) in the form's order, answered from the order, for staff or the customer to copy
 * into the IRS's online application or onto the form. It never prints the SSN or ITIN.
 */
import type { Content, ContentTable } from 'pdfmake/interfaces'

import { monthName } from '@/states/calendarDate'

import type { DocumentContext } from '../context'
import { ACTIVITY_WORDS } from '../../filing/activities'
import { DOCUMENT_KINDS } from '../kinds'
import { type DocumentWriter, bullets, dayWords, heading, paragraph, table } from '../layout'

export const SS4_REVISION = 'Rev. December 2023'

const BLANK = '______'

/** A table whose rows never split across pages: a question stays beside its answer. */
const rowsWhole = (content: Content): Content => ({
  ...(content as ContentTable),
  table: { ...(content as ContentTable).table, dontBreakRows: true },
})
const NOT_GIVEN = `Not given: write it here: ${BLANK}`

/** Line 16's boxes, as the form names them ("Other" with what it is, in the row). */
const ACTIVITIES: Record<string, string> = { ...ACTIVITY_WORDS, other: 'Other' }

/** "100 Congress Ave, Suite 200" and "Austin, TX 78701" from one line; null when it will not split. */
export function splitAddress(address: string): [string, string] | null {
  const parts = address.split(',').map((part) => part.trim())
  if (parts.length < 3 || !/^[A-Z]{2}\s+\d{5}(-\d{4})?$/.test(parts.at(-1)!)) return null
  return [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')]
}

/** The two lines of an address: street first, then city, state and ZIP code. */
function addressLines(address: string | undefined): [string, string] {
  if (!address) return [NOT_GIVEN, NOT_GIVEN]
  return splitAddress(address) ?? [address, 'Included on the line above']
}

/** Line 16's box, and what to write beside "Other". */
function activity(ein: NonNullable<DocumentContext['ein']>): string {
  const box = ACTIVITIES[ein.activity] ?? 'Other'
  if (box !== 'Other') return `Tick "${box}".`
  return `Tick "Other" and specify: ${ein.activityDetail || `Not stated: write it here: ${BLANK}`}.`
}

/** What the Company does, in words for lines 10 and 17, or null when the order does not say. */
function businessWords(ctx: DocumentContext): string | null {
  if (ctx.ein?.activityDetail) return ctx.ein.activityDetail
  if (ctx.purposeKind === 'specific') return ctx.purpose
  const box = ctx.ein && ACTIVITIES[ctx.ein.activity]
  return box && box !== 'Other' ? box : null
}

function reason(ctx: DocumentContext): string {
  switch (ctx.ein?.reason) {
    case undefined:
      return `Not given. A new company usually ticks "Started new business".`
    case 'started_business':
      return `Tick "Started new business" and specify the type: ${businessWords(ctx) ?? BLANK}.`
    case 'hired_employees':
      return 'Tick "Hired employees" (answer lines 13 to 15 as well).'
    case 'banking':
      return 'Tick "Banking purpose" and specify: to open a bank account for the Company.'
    default:
      return `Tick "Other" and write the reason: ${BLANK}`
  }
}

function entityType(ctx: DocumentContext): string {
  if (ctx.entity === 'llc') {
    const members = ctx.llc?.members ?? []
    const election =
      'If the members choose to have it taxed as a corporation (Form 8832 or Form 2553), tick "Corporation" instead and write the return it will file.'
    if (members.length === 0) {
      return `Members not given: one member: tick "Other" and write "Disregarded entity"; two or more: tick "Partnership". ${election}`
    }
    if (members.length === 1) {
      const owner =
        members[0].kind === 'company'
          ? ` Its member is a company: the IRS's instructions ask for the owner's own tax type after it ("Disregarded entity – corporation" or "– partnership").`
          : ''
      return `Tick "Other" and write "Disregarded entity" (the default for an LLC with one member).${owner} ${election}`
    }
    return `Tick "Partnership" (the default for an LLC with two or more members). ${election}`
  }
  if (ctx.entity === 'corporation') {
    return 'Corporation (Form 1120): tick "Corporation" and write "1120" as the form to be filed ("1120-S" instead if it will file Form 2553 to be an S corporation).'
  }
  const kind = ctx.nonprofit?.taxExempt
    ? 'Nonprofit corporation (will apply for 501(c)(3) status)'
    : 'Nonprofit corporation'
  return `Tick "Other nonprofit organization" and specify: ${kind}. Do not tick "Church or church-controlled organization". Leave the Group Exemption Number (GEN) blank: it is not part of a group exemption.`
}

/** The rows of the table: line number, what the form asks, the answer. */
export function ss4Lines(ctx: DocumentContext): string[][] {
  const ein = ctx.ein
  const isLlc = ctx.entity === 'llc'
  const mailing = ctx.mailingAddress ?? ctx.principalAddress
  const [mailStreet, mailCity] = addressLines(mailing)
  const separate = ctx.mailingAddress && ctx.principalAddress !== ctx.mailingAddress
  const [street, city] = separate
    ? addressLines(ctx.principalAddress)
    : ['Same as line 4a: leave blank', 'Same as line 4b: leave blank']
  const stateCode = (ctx.principalAddress ?? mailing)?.match(/,\s*([A-Z]{2})\s+\d{5}/)?.[1]
  const employees = ein?.employees
  const line17 = [businessWords(ctx), ein?.naics && `NAICS code ${ein.naics}`].filter(Boolean)

  return [
    ['1', 'Legal name of the entity', ctx.company],
    [
      '2',
      'Trade name, if different',
      'None: leave blank (unless it will trade under another name)',
    ],
    ['3', 'Executor, trustee or "care of" name', 'Leave blank'],
    ['4a', 'Mailing address (street or P.O. box)', mailStreet],
    ['4b', 'City, state and ZIP code', mailCity],
    ['5a', 'Street address, if different (no P.O. box)', street],
    ['5b', 'City, state and ZIP code', city],
    [
      '6',
      'County and state of the principal business',
      `County: ${BLANK} (where the principal office is). State: ${stateCode ?? BLANK}`,
    ],
    [
      '7a',
      'Name of the responsible party',
      ein?.responsibleParty
        ? `${ein.responsibleParty} (a person who owns or controls the Company, not a company or agent)`
        : NOT_GIVEN,
    ],
    [
      '7b',
      "Responsible party's SSN, ITIN or EIN",
      !ein
        ? 'Not given'
        : ein.hasSsn
          ? 'On file with us (not printed here)'
          : 'None: the responsible party has no SSN or ITIN (apply by phone, fax or mail, not online)',
    ],
    ['8a', 'Is it an LLC?', isLlc ? 'Yes' : 'No'],
    [
      '8b',
      'If an LLC: number of members',
      isLlc ? String(ctx.llc?.members.length || NOT_GIVEN) : 'Skip (not an LLC)',
    ],
    ['8c', 'If an LLC: organized in the United States?', isLlc ? 'Yes' : 'Skip (not an LLC)'],
    ['9a', 'Type of entity (one box)', entityType(ctx)],
    [
      '9b',
      'If a corporation: state where incorporated',
      isLlc
        ? `Leave blank: an LLC is not a corporation (the online application asks for the state where it was formed: ${ctx.state.name})`
        : `State: ${ctx.state.name}`,
    ],
    ['10', 'Reason for applying (one box)', reason(ctx)],
    [
      '11',
      'Date the business started',
      ctx.filedOn ? dayWords(ctx.filedOn) : 'The date the state files the company (not filed yet)',
    ],
    ['12', 'Closing month of the accounting year', monthName(ctx.fiscalYearEndMonth) ?? 'December'],
    [
      '13',
      'Most employees expected in the next 12 months',
      employees === undefined
        ? NOT_GIVEN
        : employees === 0
          ? 'None: enter 0 for agricultural, household and other employees'
          : `Other: ${employees}; agricultural: 0; household: 0 (move any farm or household workers to their own boxes)`,
    ],
    [
      '14',
      'File Form 944 once a year instead of Form 941 each quarter?',
      employees === 0
        ? 'Leave it unticked: no employees expected'
        : `${employees === undefined ? 'Not given. ' : ''}Tick if you expect to pay $1,000 or less in employment taxes in a full calendar year (generally $5,000 or less in wages) and want to file Form 944 once a year; otherwise leave it unticked`,
    ],
    [
      '15',
      'First date wages are paid',
      ein?.firstWageDate
        ? dayWords(ein.firstWageDate)
        : employees === 0
          ? 'Will not pay wages: write "N/A"'
          : NOT_GIVEN,
    ],
    ['16', 'Principal activity (one box)', ein ? activity(ein) : NOT_GIVEN],
    [
      '17',
      'Principal line of merchandise or services',
      line17.length
        ? line17.join('; ')
        : `Not stated: describe the main goods or services: ${BLANK}`,
    ],
    [
      '18',
      'Has the entity applied for an EIN before?',
      'No (we assume it never has). If it has applied for or received one, tick "Yes" and write that number.',
    ],
    [
      'Designee',
      'Third-party designee',
      'Us, when we apply for you: our staff write their own name, address, phone and fax. Leave it blank if you apply yourself.',
    ],
    [
      'Signature',
      'Signature, name and title; phone and fax',
      // The form's instructions: an LLC's member or manager signs; a corporation's, an officer.
      isLlc
        ? `${ein?.responsibleParty ?? 'The responsible party'} signs and dates, with their title (Member or Manager) and a daytime phone: ${BLANK}`
        : `The president, a vice president or another principal officer signs and dates, with their title and a daytime phone: ${BLANK}`,
    ],
  ]
}

export const einWorksheet: DocumentWriter = (ctx) => ({
  title: DOCUMENT_KINDS.einWorksheet.title,
  signers: [],
  use: `It is not the form: staff, or you, use it to fill in the IRS's online EIN application or Form SS-4 (${SS4_REVISION}).`,
  body: [
    paragraph(
      `The answers below follow the lines of IRS Form SS-4 (${SS4_REVISION}), in the form's order. The IRS's online application asks the same questions in its own order and issues the number at once; it needs a responsible party with an SSN or ITIN. Without one, the form goes to the IRS by fax or mail.`,
    ),
    heading('Form SS-4, line by line'),
    rowsWhole(table(['Line', 'What the form asks', 'The answer'], ss4Lines(ctx), [48, 150, '*'])),
    heading('Before you send it'),
    bullets([
      'Check the legal name letter for letter against the filed formation document.',
      'The SSN or ITIN is never printed on this worksheet: it is kept with your order, encrypted, and typed straight into the application.',
      'The IRS gives one EIN a day to each responsible party: apply once, by one method.',
      "Keep the IRS's confirmation of the number (Notice CP 575, or the online confirmation) with the company's records.",
    ]),
  ],
})
