/**
 * The documents we make from an order, by key, as the order-documents collection stores them (a
 * leaf: what each is and who gets it is in src/order/documents and src/order/deliverables.ts).
 */
export const DOCUMENT_TITLES = {
  operatingAgreement: 'Operating Agreement',
  bankingResolution: 'Banking Resolution',
  bylaws: 'Bylaws',
  incorporatorAction: 'Action of the Incorporator',
  directorsResolutions: "Directors' First Resolutions",
  stockLedger: 'Stock Ledger',
  shareCertificates: 'Share Certificates',
  nonprofitBylaws: 'Bylaws',
  conflictOfInterestPolicy: 'Conflict of Interest Policy',
  boardResolutions: "Board's First Resolutions",
  einWorksheet: 'EIN Worksheet (IRS Form SS-4)',
  sCorpWorksheet: 'S Corporation Election Worksheet (IRS Form 2553)',
  mutualNda: 'Mutual Nondisclosure Agreement',
  contractorAgreement: 'Independent Contractor Agreement',
  servicesAgreement: 'Services Agreement',
} as const

export type DocumentKind = keyof typeof DOCUMENT_TITLES
export const DOCUMENT_KIND_KEYS = Object.keys(DOCUMENT_TITLES) as DocumentKind[]

/** Where a document came from: made by us from the order, or attached by staff. */
export const DOCUMENT_ORIGINS = [
  { value: 'generated', label: 'Made from the order' },
  { value: 'staff', label: 'Attached by staff' },
  // The scan of legal papers or state mail our registered agent received (collection agent-mail).
  { value: 'received', label: 'Received by our registered agent' },
] as const
