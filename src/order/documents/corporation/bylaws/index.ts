/**
 * The C corporation's bylaws (docs/documents.md#the-documents): its offices, shareholders, board,
 * officers, shares, indemnification and general rules under the state's law, closed by the
 * secretary's certificate that the board adopted them by its first resolutions.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { DocumentContext } from '../../context'
import { type DocumentWriter, dayWords, heading, paragraph, type Signer } from '../../layout'
import { corporationOf } from '../facts'
import { boardArticle } from './board'
import { generalArticles, indemnificationArticle, officesArticle } from './general'
import { officersArticle, sharesArticle } from './officersAndShares'
import { shareholdersArticle } from './shareholders'

/** Who certifies the bylaws: the secretary, else a director standing in until one is appointed. */
function certifier(ctx: DocumentContext): Signer & { isSecretary: boolean } {
  const { officers, directors } = corporationOf(ctx)
  if (officers.secretary) return { name: officers.secretary, role: 'Secretary', isSecretary: true }
  return { name: directors[0]?.name ?? '______', role: 'Secretary', isSecretary: false }
}

export const bylaws: DocumentWriter = (ctx) => {
  const signer = certifier(ctx)
  // The company's name may end in a period ("Inc."), so it never ends a sentence here.
  const who = signer.isSecretary
    ? `the secretary of ${ctx.company},`
    : `a director of ${ctx.company}, signing as secretary until the board appoints one,`
  return {
    title: DOCUMENT_TITLES.bylaws,
    body: [
      paragraph(
        `These bylaws are the rules by which ${ctx.company} (the "Company") governs itself under ${ctx.governingLaw}. The words "the board" mean the Company's board of directors.`,
      ),
      ...officesArticle(ctx),
      ...shareholdersArticle(ctx),
      ...boardArticle(ctx),
      ...officersArticle(ctx),
      ...sharesArticle(ctx),
      ...indemnificationArticle(ctx),
      ...generalArticles(ctx),
      heading("Secretary's certificate of adoption"),
      paragraph(
        `I, ${signer.name}, ${who} certify that the board of directors adopted these bylaws by its first resolutions, dated ${dayWords(ctx.date)}, and that they are in effect on the day I sign below.`,
      ),
    ],
    signers: [{ name: signer.name, role: signer.role }],
  }
}
