/** Where an order's filing details stand (docs/filing-details.md#the-record). */
export const FILING_DETAIL_STATUSES = [
  { value: 'waiting', label: 'Waiting for the customer' },
  { value: 'submitted', label: 'Submitted: ready for review' },
  { value: 'changes_requested', label: 'Changes requested' },
] as const
export type FilingDetailStatus = (typeof FILING_DETAIL_STATUSES)[number]['value']

/** The sections the record keeps, each as the customer last saved it. */
export const FILING_SECTION_FIELDS = [
  { name: 'company', label: 'The company' },
  { name: 'llcPeople', label: 'LLC: members and management' },
  { name: 'corporationPeople', label: 'Corporation: directors and officers' },
  { name: 'nonprofitPeople', label: 'Nonprofit: directors and incorporators' },
  { name: 'shares', label: 'Corporation: shares' },
  { name: 'agent', label: 'Registered agent' },
  { name: 'addresses', label: 'Addresses' },
  { name: 'ein', label: 'EIN application' },
] as const
