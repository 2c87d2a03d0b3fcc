/**
 * An order's statuses, as the database stores them and staff read them. A leaf: the orders and
 * timeline collections build their select fields from it, and the lifecycle's rules
 * (src/order/status.ts) are written over it.
 */
export const ORDER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'payment_failed', label: 'Payment failed' },
  // Square did not answer: settled (paid or failed) before any other charge.
  { value: 'payment_unknown', label: 'Payment unknown' },
  { value: 'in_review', label: 'In review' },
  { value: 'filed_with_state', label: 'Filed with the state' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]['value']

export const STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map(({ value, label }) => [value, label]),
) as Record<OrderStatus, string>

/**
 * Every status of an order whose card was charged: it is never charged again, and what it was
 * charged for is fixed (chargeFixed.ts). src/order/status.ts builds the lifecycle over it.
 */
export const CHARGED_STATUSES: readonly OrderStatus[] = [
  'paid',
  'in_review',
  'filed_with_state',
  'completed',
  'cancelled',
  'refunded',
]

export const isCharged = (status: string | null | undefined): boolean =>
  CHARGED_STATUSES.includes(status as OrderStatus)
