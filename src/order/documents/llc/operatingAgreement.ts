/**
 * The LLC's Operating Agreement (docs/documents.md#the-documents): one member or
 * several, run by its members or by managers, assembled from the articles beside this file, with
 * Schedule A listing the members. Every member signs, and every manager of a manager-managed LLC.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Signer } from '../layout'
import { type DocumentWriter } from '../layout'

import { capital } from './capital'
import { formation } from './formation'
import { dissolution, generalTerms, liability, records } from './general'
import { management } from './management'
import { leaving, transfers, voting } from './multiMember'
import { scheduleA } from './scheduleA'
import { soleOwnership } from './singleMember'
import { type Article, type LlcShape, articleContent, llcShape } from './terms'

/** Each member (a company through the person who signs for it), then each manager. */
export const llcSigners = ({ llc, managed }: LlcShape): Signer[] => [
  ...llc.members.map((member) => ({
    name: member.name,
    role: member.kind === 'company' ? 'Member, by its authorized signatory' : 'Member',
    ...(member.kind === 'company' ? { forCompany: true } : {}),
  })),
  ...(managed ? llc.managers.map((manager) => ({ name: manager.name, role: 'Manager' })) : []),
]

export const operatingAgreement: DocumentWriter = (ctx) => {
  const shape = llcShape(ctx)
  const articles: Article[] = [
    formation(ctx, shape),
    capital(ctx, shape),
    management(shape),
    ...(shape.single ? [soleOwnership(shape)] : [voting(shape), transfers(), leaving()]),
    records(ctx, shape),
    liability(ctx, shape),
    dissolution(ctx, shape),
    generalTerms(ctx, shape),
  ]
  const kind = shape.single ? 'single-member' : 'multi-member'
  const run = shape.managed ? 'manager-managed' : 'member-managed'
  return {
    title: DOCUMENT_TITLES.operatingAgreement,
    subtitle: `of ${ctx.company}, a ${kind}, ${run} ${ctx.state.name} limited liability company`,
    body: [
      ...articles.flatMap((article, index) => articleContent(index + 1, article)),
      ...scheduleA(shape),
    ],
    signers: llcSigners(shape),
  }
}
