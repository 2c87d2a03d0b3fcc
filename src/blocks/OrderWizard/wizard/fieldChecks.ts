/** The wizard's checks: the shared order schema's fields the visitor fills in. */
import * as z from 'zod/mini'

import { ADD_ONS, type AddOn } from '@/order/packages'
import { orderDetailsSchema } from '@/order/schema'

const addOns = Object.fromEntries(ADD_ONS.map((addOn) => [addOn, true])) as Record<AddOn, true>

export const wizardSchema = z.pick(orderDetailsSchema, {
  clientPackage: true,
  llcname: true,
  designator: true,
  formationState: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  expeditedFilling: true,
  businessLicense: true,
  ...addOns,
  reminders: true,
  password: true,
})
