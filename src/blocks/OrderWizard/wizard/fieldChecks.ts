/** The wizard's checks: the shared order schema's fields the visitor fills in. */
import * as z from 'zod/mini'

import { orderDetailsSchema } from '@/order/schema'

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
  ein: true,
  operatingAgreement: true,
  businessContractTemplates: true,
  irsForm: true,
  password: true,
})
