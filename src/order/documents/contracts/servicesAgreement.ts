/**
 * The Services Agreement of the Business Contract Templates (docs/documents.md#the-documents):
 * the Company provides services to a client, named by hand, under a Statement of Work. Its
 * sections are in ./servicesTerms.ts.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { DocumentWriter } from '@/order/documents/layout'
import {
  counterparts,
  lawAndCourts,
  notices,
  wholeAgreement,
} from '@/order/documents/contracts/general'
import {
  acceptance,
  changeOrders,
  clientDuties,
  confidentiality,
  escalation,
  feesAndInvoices,
  forceMajeure,
  independence,
  intellectualProperty,
  liability,
  scope,
  termAndTermination,
  warranties,
} from '@/order/documents/contracts/servicesTerms'
import { parties, sections, signers, signingNote } from '@/order/documents/contracts/shared'
import { statementOfWork } from '@/order/documents/contracts/statementOfWork'

const TITLE = DOCUMENT_TITLES.servicesAgreement

export const servicesAgreement: DocumentWriter = (ctx) => ({
  title: TITLE,
  body: [
    ...parties(ctx, TITLE, 'Client'),
    ...sections([
      scope(),
      changeOrders(),
      feesAndInvoices(),
      clientDuties(),
      acceptance(),
      intellectualProperty(),
      confidentiality(),
      warranties(),
      liability(),
      termAndTermination(),
      independence(),
      forceMajeure(),
      escalation(),
      lawAndCourts(ctx),
      notices(),
      wholeAgreement(),
      counterparts(),
    ]),
    ...statementOfWork(ctx, TITLE, 'Client', false),
  ],
  signers: signers(ctx, 'Client'),
  use: `${signingNote(ctx)} Describe each job in a Statement of Work, and agree any change to it in writing before doing the extra work.`,
})
