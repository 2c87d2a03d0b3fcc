/**
 * The nonprofit board's first resolutions (docs/documents.md#the-documents): the
 * initial directors' unanimous written consent that adopts the bylaws and the conflict policy,
 * elects officers, and sets up banking, the EIN, tax exemption and state registrations.
 */
import { DOCUMENT_KINDS } from '@/order/documents/kinds'
import {
  companyDescribed,
  dayWords,
  type DocumentWriter,
  paragraph,
} from '@/order/documents/layout'
import { nonprofitOf } from '@/order/documents/nonprofit/words'

import { foundingResolutions, numbered } from './founding'
import { operatingResolutions } from './operations'

export const boardResolutions: DocumentWriter = (ctx) => {
  const facts = nonprofitOf(ctx)
  return {
    title: DOCUMENT_KINDS.boardResolutions.title,
    subtitle: `Unanimous written consent of the initial board of directors of ${companyDescribed(ctx)}`,
    body: [
      paragraph(
        `The directors signing below are all the directors of ${ctx.company} (the "Corporation"). Acting without a meeting, as ${ctx.governingLaw} allows when every director consents in writing, they adopt the following resolutions, dated ${dayWords(ctx.date)}.`,
      ),
      ...numbered([...foundingResolutions(ctx, facts), ...operatingResolutions(ctx, facts)]),
    ],
    signers: facts.directors.map((d) => ({ name: d.name, role: 'Director' })),
  }
}
