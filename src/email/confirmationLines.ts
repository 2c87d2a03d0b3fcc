import { ADD_ON_PRICES, type AddOn, optionLabel } from '@/order/packages'
import {
  BUSINESS_LICENSE_FEE,
  choicePrice,
  chosenAddOns,
  type ClientPackage,
  type Designator,
  EXPEDITED_FILING_FEE,
  feeColumn,
  includedItems,
  PACKAGES,
} from '@/order/pricing'
import type { Order } from '@/payload-types'

import type { ConfirmationLine } from './templates/orderConfirmation'

/** Every add-on an order can carry, as the fields to read (one list: ADD_ON_PRICES). */
const ADD_ON_SELECT = Object.fromEntries(
  Object.keys(ADD_ON_PRICES).map((addOn) => [addOn, true]),
) as Record<AddOn, true>

/** The order fields the confirmation reads: never the password hash, the SSN or the card token. */
export const CONFIRMATION_SELECT = {
  email: true,
  firstName: true,
  llcname: true,
  designator: true,
  formationState: true,
  clientPackage: true,
  total: true,
  stateFee: true,
  stateFeeEstimated: true,
  stateFeeConfirmedCents: true,
  status: true,
  amountCents: true,
  expeditedFilling: true,
  businessLicense: true,
  agentRenewalPrice: true,
  ...ADD_ON_SELECT,
} as const

export type ConfirmedOrder = Pick<Order, 'id' | keyof typeof CONFIRMATION_SELECT>

/** The fee was charged as an estimate and nobody has confirmed it yet; never once completed. */
export const feeStillEstimated = (
  order: Pick<Order, 'stateFeeEstimated' | 'stateFeeConfirmedCents' | 'status'>,
): boolean =>
  Boolean(order.stateFeeEstimated) &&
  order.stateFeeConfirmedCents == null &&
  order.status !== 'completed'

/**
 * The lines as the order was charged: the stored state fee, priced options and add-ons, and the
 * package as the rest of the stored amount, so the lines always add up to what the card paid.
 */
export function chargedLines(order: ConfirmedOrder): { lines: ConfirmationLine[]; total: number } {
  const total = order.amountCents != null ? order.amountCents / 100 : order.total
  const clientPackage = order.clientPackage as ClientPackage
  const pkg = PACKAGES[clientPackage]
  const designator = order.designator as Designator
  const options: ConfirmationLine[] = [
    ...(order.expeditedFilling
      ? [{ label: 'Expedited filing', amount: EXPEDITED_FILING_FEE }]
      : []),
    ...(order.businessLicense ? [{ label: 'Business license', amount: BUSINESS_LICENSE_FEE }] : []),
    ...(pkg ? chosenAddOns({ ...order, clientPackage, designator }) : []).map((addOn) => ({
      label: optionLabel(addOn, feeColumn[designator]),
      amount: choicePrice(addOn),
    })),
  ]
  const optionsTotal = options.reduce((sum, line) => sum + line.amount, 0)
  const lines: ConfirmationLine[] = [
    { label: pkg?.label ?? order.clientPackage, amount: total - order.stateFee - optionsTotal },
    {
      label: feeStillEstimated(order)
        ? 'State filing fee (estimate, to be confirmed)'
        : 'State filing fee',
      amount: order.stateFee,
    },
    ...options,
    ...(pkg ? includedItems(clientPackage, designator) : []).map((label) => ({
      label,
      amount: 0,
      included: true,
    })),
  ]
  return { lines, total }
}
