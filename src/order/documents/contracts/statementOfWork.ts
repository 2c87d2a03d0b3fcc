/**
 * The one-page Statement of Work attached to the contractor and services agreements
 * (docs/documents.md#the-documents): what is done, delivered, when, for how much, all blank.
 * It sits before the signatures, so signing the agreement signs this first Statement of Work too.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { paragraph, table } from '@/order/documents/layout'
import { BLANK, LONG_BLANK } from '@/order/documents/contracts/shared'

const writeIn = (lines: number): string =>
  Array.from({ length: lines }, () => LONG_BLANK).join('\n')

/**
 * `agreement` is the agreement's title; `other` the other party's defined name ("Contractor",
 * "Client"); `otherProvides` whether the other party does the work (and the Company pays).
 */
export function statementOfWork(
  ctx: DocumentContext,
  agreement: string,
  other: string,
  otherProvides: boolean,
): Content[] {
  const [provider, customer] = otherProvides
    ? [`The ${other}`, 'the Company']
    : ['The Company', `the ${other}`]
  return [
    { text: 'Statement of Work No. 1', style: 'heading', pageBreak: 'before' },
    paragraph(
      `This Statement of Work is part of the ${agreement} between ${ctx.company} (the "Company") and the ${other}. Signing the Agreement below also signs this first Statement of Work; a later one binds the parties once both sign it.`,
    ),
    table(
      ['Item', `Details (${provider} provides the services; ${customer} pays)`],
      [
        ['Services\n(what will be done)', writeIn(3)],
        ['Deliverables\n(what is handed over, in what form)', writeIn(3)],
        ['Schedule\n(start, milestones, completion)', writeIn(2)],
        ['Fee\n(fixed, hourly with any cap, or other)', writeIn(2)],
        [
          'Payment terms',
          `Invoices are sent (for example, monthly, or on delivery): ${BLANK}\nDeposit, if any: ${BLANK}\nDue within 30 days of receiving an invoice, unless written here: ${BLANK}`,
        ],
        ['Expenses approved in advance', `${BLANK} (write "None" if none)`],
        ['Contacts', `For the Company: ${BLANK}\nFor the ${other}: ${BLANK}`],
      ],
      [150, '*'],
    ),
  ]
}
