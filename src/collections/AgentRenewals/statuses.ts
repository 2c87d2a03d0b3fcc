/** A registered agent renewal's statuses (docs/registered-agent.md#renewing). */
export const RENEWAL_STATUSES = [
  { value: 'due', label: 'Due' },
  { value: 'pending', label: 'Being charged' },
  { value: 'payment_unknown', label: 'Payment being confirmed' },
  { value: 'paid', label: 'Paid' },
  { value: 'lapsed', label: 'Not renewed by its date' },
  { value: 'cancelled', label: 'Not renewed: the service was stopped' },
  { value: 'refunded', label: 'Refunded: stopped at once' },
] as const
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number]['value']
/** Statuses of a renewal whose charge may have been made: the service waits for its outcome. */
export const CHARGING_RENEWAL_STATUSES: readonly RenewalStatus[] = ['pending', 'payment_unknown']
