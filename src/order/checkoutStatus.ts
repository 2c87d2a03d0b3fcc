/**
 * What became of a checkout's payment, as the checkout-status endpoint answers. Its own module:
 * the wizard reads it on load, and the order schema (zod) loads only with the first check.
 */
export const CHECKOUT_STATUSES = ['none', 'confirming', 'paid', 'failed'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]
