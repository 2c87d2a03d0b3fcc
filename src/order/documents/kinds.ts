/**
 * Every document we make from an order (docs/documents.md#the-documents): its title (the stored
 * leaf's) and the entity types it is written for. What each package and add-on delivers is
 * declared in ../deliverables.ts; this is the catalogue it picks from.
 */
import {
  DOCUMENT_KIND_KEYS,
  DOCUMENT_TITLES,
  type DocumentKind,
} from '@/collections/OrderDocuments/kinds'
import type { EntityKey } from '@/collections/StateFees/vocabulary'

export { DOCUMENT_KIND_KEYS, DOCUMENT_TITLES, type DocumentKind }

const ALL: readonly EntityKey[] = ['llc', 'corporation', 'nonprofit']
const COMPANIES: readonly EntityKey[] = ['llc', 'corporation']

export const DOCUMENT_ENTITIES: Record<DocumentKind, readonly EntityKey[]> = {
  operatingAgreement: ['llc'],
  bankingResolution: ALL,
  bylaws: ['corporation'],
  incorporatorAction: ['corporation'],
  directorsResolutions: ['corporation'],
  stockLedger: ['corporation'],
  shareCertificates: ['corporation'],
  nonprofitBylaws: ['nonprofit'],
  conflictOfInterestPolicy: ['nonprofit'],
  boardResolutions: ['nonprofit'],
  einWorksheet: ALL,
  sCorpWorksheet: COMPANIES,
  mutualNda: ALL,
  contractorAgreement: ALL,
  servicesAgreement: ALL,
}

/** Each kind's title and entity types together. */
export const DOCUMENT_KINDS = Object.fromEntries(
  DOCUMENT_KIND_KEYS.map((kind) => [
    kind,
    { title: DOCUMENT_TITLES[kind], entities: DOCUMENT_ENTITIES[kind] },
  ]),
) as { [K in DocumentKind]: { title: (typeof DOCUMENT_TITLES)[K]; entities: readonly EntityKey[] } }

/**
 * Documents the people they name sign on the order page (docs/documents.md#signatures). The rest
 * are worksheets staff file from, the company's own register, share certificates the officers
 * sign by hand, and contract templates signed later with the other party.
 */
export const SIGNED_ON_PAGE: readonly DocumentKind[] = [
  'operatingAgreement',
  'bankingResolution',
  'bylaws',
  'incorporatorAction',
  'directorsResolutions',
  'nonprofitBylaws',
  'conflictOfInterestPolicy',
  'boardResolutions',
]
