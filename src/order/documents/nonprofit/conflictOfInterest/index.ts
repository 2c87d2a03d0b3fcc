/**
 * The nonprofit's Conflict of Interest Policy (docs/documents.md#the-documents): the
 * elements IRS Form 1023's instructions look for, in our words, an annual statement to sign
 * (Attachment A), and every director's signature adopting it for the board.
 */
import type { Content } from 'pdfmake/interfaces'

import { DOCUMENT_KINDS } from '@/order/documents/kinds'
import { type DocumentWriter, paragraph } from '@/order/documents/layout'
import { nonprofitOf } from '@/order/documents/nonprofit/words'

import { oversightSections } from './oversight'
import { ruleSections } from './rules'
import { annualStatement } from './statement'

export const conflictOfInterestPolicy: DocumentWriter = (ctx) => {
  const facts = nonprofitOf(ctx)
  const adoption: Content[] = [
    { text: 'Adoption by the Board', style: 'heading', pageBreak: 'before', headlineLevel: 1 },
    paragraph(
      `Each director of ${ctx.company} signs below, adopting this Conflict of Interest Policy, Attachment A included, for the board. Each also fills in and signs a copy of Attachment A.`,
    ),
  ]
  return {
    title: DOCUMENT_KINDS.conflictOfInterestPolicy.title,
    body: [
      ...ruleSections(ctx, facts),
      ...oversightSections(ctx, facts),
      ...annualStatement(ctx, facts),
      ...adoption,
    ],
    signers: facts.directors.map((d) => ({ name: d.name, role: 'Director' })),
  }
}
