/** A state-fee balance's statuses (src/order/feeSettlement.ts): open ones block filing. */
export const BALANCE_STATUSES = [
  { value: 'due', label: 'Due' },
  { value: 'pending', label: 'Being charged' },
  { value: 'payment_unknown', label: 'Payment being confirmed' },
  { value: 'paid', label: 'Paid' },
  { value: 'waived', label: 'Waived' },
  { value: 'cancelled', label: 'Replaced' },
  { value: 'refunded', label: 'Refunded with the order' },
] as const
export type BalanceStatus = (typeof BALANCE_STATUSES)[number]['value']
export const OPEN_BALANCE_STATUSES: readonly BalanceStatus[] = ['due', 'pending', 'payment_unknown']
export const isOpenBalance = (status: string | null | undefined): boolean =>
  (OPEN_BALANCE_STATUSES as readonly string[]).includes(status ?? '')
