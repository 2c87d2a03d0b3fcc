/**
 * The Independent Contractor Agreement of the Business Contract Templates
 * (docs/documents.md#the-documents): the Company hires a contractor, named by hand, for the
 * work its Statement of Work describes. Its sections are in ./contractorTerms.ts.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { DocumentWriter } from '@/order/documents/layout'
import {
  confidentiality,
  expenses,
  fees,
  insurance,
  liability,
  noConflicts,
  ownership,
  services,
  status,
  termination,
  warranties,
} from '@/order/documents/contracts/contractorTerms'
import {
  counterparts,
  lawAndCourts,
  notices,
  whistleblowerNotice,
  wholeAgreement,
} from '@/order/documents/contracts/general'
import { parties, sections, signers, signingNote } from '@/order/documents/contracts/shared'
import { statementOfWork } from '@/order/documents/contracts/statementOfWork'

const TITLE = DOCUMENT_TITLES.contractorAgreement

export const contractorAgreement: DocumentWriter = (ctx) => ({
  title: TITLE,
  body: [
    ...parties(ctx, TITLE, 'Contractor'),
    ...sections([
      services(),
      fees(),
      expenses(),
      status(),
      ownership(ctx),
      confidentiality(),
      whistleblowerNotice(),
      noConflicts(),
      termination(),
      warranties(),
      liability(),
      insurance(),
      lawAndCourts(ctx),
      notices(),
      wholeAgreement(
        "The Contractor may not transfer this Agreement, or hand the Services to someone else, without the Company's written consent. The Company may transfer it to a buyer of all or most of its business. This Agreement binds and benefits the parties and their permitted successors.",
      ),
      counterparts(),
    ]),
    ...statementOfWork(ctx, TITLE, 'Contractor', true),
  ],
  signers: signers(ctx, 'Contractor'),
  use: [
    signingNote(ctx),
    'Whether someone is a contractor depends on the facts of the work and on the test the state applies (some states use the strict "ABC" test), so calling a worker a contractor does not by itself make them one.',
    'There is no non-compete or non-solicitation clause, because many states restrict or ban them; ask a lawyer before adding one.',
  ].join(' '),
})
