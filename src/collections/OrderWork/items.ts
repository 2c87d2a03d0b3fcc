/**
 * The work a person does for an order (docs/documents.md#deliverables): what a sold item delivers
 * besides documents. A leaf, read by the collection and by src/order/deliverables.ts.
 */
export const WORK_ITEMS = [
  'ein',
  'irsForm',
  'businessBankAccount',
  'businessTaxConsultation',
  'businessLicense',
] as const

export type WorkItem = (typeof WORK_ITEMS)[number]

/** Each item's name in the admin's list. */
export const WORK_LABELS: Record<WorkItem, string> = {
  ein: 'EIN',
  irsForm: 'IRS Form 2553',
  businessBankAccount: 'Business bank account',
  businessTaxConsultation: 'Business tax consultation',
  businessLicense: 'Business License research',
}

export const WORK_STATUSES = [
  { value: 'assigned', label: 'Assigned' },
  { value: 'done', label: 'Done' },
] as const

export type WorkStatus = (typeof WORK_STATUSES)[number]['value']
