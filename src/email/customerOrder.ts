import type { Order } from '@/payload-types'

/** What a customer's email about their order reads of it: who, which company, where it stands. */
export type CustomerEmailOrder = Pick<
  Order,
  'id' | 'email' | 'firstName' | 'llcname' | 'formationState' | 'status'
>

export const CUSTOMER_EMAIL_ORDER_SELECT = {
  email: true,
  firstName: true,
  llcname: true,
  formationState: true,
  status: true,
} as const
