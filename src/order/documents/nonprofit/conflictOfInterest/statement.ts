/**
 * Attachment A of the Conflict of Interest Policy (docs/documents.md#the-documents):
 * the statement each director, officer and committee member fills in and signs every year.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { paragraph } from '@/order/documents/layout'
import type { NonprofitFacts } from '@/order/documents/nonprofit/words'

const LINE = '_'.repeat(86)
const SHORT = '_'.repeat(40)

/** A line to write on, with room above it. */
const writeOn = (): Content => ({ text: LINE, margin: [0, 10, 0, 0] })

export function annualStatement(ctx: DocumentContext, facts: NonprofitFacts): Content[] {
  const understanding = facts.taxExempt
    ? `I understand that ${ctx.company} is a charitable organization and that, to keep its federal tax exemption, it must spend its efforts mainly on work that carries out one or more of its exempt purposes.`
    : `I understand that ${ctx.company} is a nonprofit corporation and that its money and property may not be used for the private benefit of its directors, officers${facts.hasMembers ? ', members' : ''} or their families.`
  return [
    {
      text: 'Attachment A. Annual Conflict of Interest Statement',
      style: 'heading',
      pageBreak: 'before',
    },
    paragraph(`${ctx.company}. Year covered: ${SHORT}`),
    paragraph(`Name: ${SHORT}`),
    paragraph(`Position (director, officer or committee member): ${SHORT}`),
    paragraph(
      `1. I have read the Conflict of Interest Policy of ${ctx.company}, adopted by its board of directors. I understand it and agree to follow it, and I have followed it during the year covered (or since I took office, if later).`,
    ),
    paragraph(`2. ${understanding}`),
    paragraph(
      '3. My interests to disclose: each financial interest that I, my family or a business I own or control has in a person or organization that does business with the Corporation, or may soon, and any other relationship that could give rise to a conflict of interest. Say who the person or organization is and what the interest is.',
    ),
    writeOn(),
    writeOn(),
    writeOn(),
    writeOn(),
    paragraph({
      text: `Initial here if you have nothing to disclose: ${'_'.repeat(12)}`,
      margin: [0, 10, 0, 6],
    }),
    paragraph('4. I will tell the board promptly if any of this changes before my next statement.'),
    { text: `Signature: ${SHORT}      Date: ${'_'.repeat(20)}`, margin: [0, 18, 0, 0] },
  ]
}
