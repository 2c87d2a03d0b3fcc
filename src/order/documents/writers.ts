/** Each document kind's writer (docs/documents.md#the-documents): a missing one is a compile error. */
import { bankingResolution } from './bankingResolution'
import { contractorAgreement } from './contracts/contractorAgreement'
import { mutualNda } from './contracts/mutualNda'
import { servicesAgreement } from './contracts/servicesAgreement'
import { bylaws } from './corporation/bylaws'
import { directorsResolutions } from './corporation/directorsResolutions'
import { incorporatorAction } from './corporation/incorporatorAction'
import { shareCertificates } from './corporation/shareCertificates'
import { stockLedger } from './corporation/stockLedger'
import { einWorksheet } from './irs/einWorksheet'
import { sCorpWorksheet } from './irs/sCorpWorksheet'
import type { DocumentKind } from './kinds'
import type { DocumentWriter } from './layout'
import { operatingAgreement } from './llc/operatingAgreement'
import { boardResolutions } from './nonprofit/boardResolutions'
import { conflictOfInterestPolicy } from './nonprofit/conflictOfInterest'
import { nonprofitBylaws } from './nonprofit/bylaws'

export const WRITERS: Record<DocumentKind, DocumentWriter> = {
  operatingAgreement,
  bankingResolution,
  bylaws,
  incorporatorAction,
  directorsResolutions,
  stockLedger,
  shareCertificates,
  nonprofitBylaws,
  conflictOfInterestPolicy,
  boardResolutions,
  einWorksheet,
  sCorpWorksheet,
  mutualNda,
  contractorAgreement,
  servicesAgreement,
}
