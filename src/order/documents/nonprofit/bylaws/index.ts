/**
 * The nonprofit's bylaws (docs/documents.md#the-documents), in ten articles: the
 * 501(c)(3) limits when it will apply for exemption, a members article when it has members, and
 * a Secretary's certificate signed by the second director (the order names no officers).
 */
import { DOCUMENT_KINDS } from '@/order/documents/kinds'
import type { DocumentWriter } from '@/order/documents/layout'
import { nonprofitOf, secretaryOf } from '@/order/documents/nonprofit/words'
import { boardArticle } from './board'
import { membersArticle } from './members'
import { officerArticles } from './officers'
import { purposeArticles } from './purposes'
import { closingArticles } from './records'

export const nonprofitBylaws: DocumentWriter = (ctx) => {
  const facts = nonprofitOf(ctx)
  return {
    title: DOCUMENT_KINDS.nonprofitBylaws.title,
    body: [
      ...purposeArticles(ctx, facts),
      ...membersArticle(ctx, facts),
      ...boardArticle(ctx, facts),
      ...officerArticles(ctx, facts),
      ...closingArticles(ctx, facts),
    ],
    signers: [{ name: secretaryOf(facts), role: 'Secretary' }],
  }
}
