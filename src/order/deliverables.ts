/**
 * What an order delivers (docs/documents.md#who-gets-what): each thing it paid for or its package
 * includes, per entity type, as the documents we make and the work a person does. Read by the
 * document generator, the order's deliverables, the order page and the completion email, beside
 * packages.ts, which says what is sold: what is sold and what is delivered cannot drift.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'

import type { DocumentKind } from './documents/kinds'
import { carries, isOfferedTo, optionLabel, type PackageOption } from './packages'
import { type ClientPackage, type Designator, feeColumn, PACKAGES } from './pricing'

/** Something delivered: documents we make, work staff do, or both. */
export type Deliverable = {
  key: DeliverableKey
  label: string
  documents: DocumentKind[]
  /** What a person does for it; absent when the documents are the whole of it. */
  work?: string
}

type Delivers = { documents: DocumentKind[]; work?: string }

const GOVERNING_DOCUMENTS: Record<EntityKey, DocumentKind[]> = {
  llc: ['operatingAgreement'],
  corporation: [
    'bylaws',
    'incorporatorAction',
    'directorsResolutions',
    'stockLedger',
    'shareCertificates',
  ],
  nonprofit: ['nonprofitBylaws', 'conflictOfInterestPolicy', 'boardResolutions'],
}

/** What each sold option delivers; expedited filing is a speed, not a deliverable. */
const OPTION_DELIVERS = {
  operatingAgreement: (entity: EntityKey) => ({ documents: GOVERNING_DOCUMENTS[entity] }),
  ein: () => ({
    documents: ['einWorksheet'],
    work: "Apply for the EIN and attach the IRS's letter",
  }),
  irsForm: () => ({
    documents: ['sCorpWorksheet'],
    work: 'File the S corporation election (IRS Form 2553) once the EIN is issued',
  }),
  businessContractTemplates: () => ({
    documents: ['mutualNda', 'contractorAgreement', 'servicesAgreement'],
  }),
  businessBankAccount: () => ({
    documents: [],
    work: 'Help the customer open the business bank account',
  }),
  businessTaxConsultation: () => ({
    documents: [],
    work: 'Hold the business tax consultation with the customer',
  }),
} satisfies Partial<Record<PackageOption, (entity: EntityKey) => Delivers>>

export type DeliverableKey = keyof typeof OPTION_DELIVERS | 'bankingResolution' | 'businessLicense'

const DELIVERED_OPTIONS = Object.keys(OPTION_DELIVERS) as (keyof typeof OPTION_DELIVERS)[]

/** What every order gets, and what the Business License buys. */
const BANKING_RESOLUTION: Deliverable = {
  key: 'bankingResolution',
  label: 'Banking Resolution',
  documents: ['bankingResolution'],
}
const BUSINESS_LICENSE: Deliverable = {
  key: 'businessLicense',
  label: 'Business License',
  documents: [],
  work: 'Research the licenses and permits the business needs and send the findings',
}

export type DeliveredOrder = {
  clientPackage: ClientPackage | string
  designator: Designator | string
  businessLicense?: boolean | null
} & Partial<Record<PackageOption, boolean | null>>

/** Everything the order delivers, in the order the order page lists it. */
export function deliverablesOf(order: DeliveredOrder): Deliverable[] {
  const clientPackage = order.clientPackage as ClientPackage
  if (!PACKAGES[clientPackage]) return []
  const entity = feeColumn[order.designator as Designator] ?? 'llc'
  const options = DELIVERED_OPTIONS.filter(
    (option) => carries(clientPackage, option, order[option]) && isOfferedTo(option, entity),
  ).map((option): Deliverable => ({
    key: option,
    label: optionLabel(option, entity),
    ...OPTION_DELIVERS[option](entity),
  }))
  return [...options, BANKING_RESOLUTION, ...(order.businessLicense ? [BUSINESS_LICENSE] : [])]
}

/** The documents the order's deliverables are made of, each once. */
export const documentsOf = (order: DeliveredOrder): DocumentKind[] => [
  ...new Set(deliverablesOf(order).flatMap((deliverable) => deliverable.documents)),
]
