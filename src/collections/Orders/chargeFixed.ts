import type { Field, FieldAccess } from 'payload'

import { mapNamedFields } from './mapFields'
import { isCharged } from './statuses'

/**
 * What an order was charged for: the package, the company's entity type and state (they set the
 * state fee), and every option and add-on. The amounts themselves are server-owned
 * (serverOwned.ts). Once the card is charged these stay as paid, for everyone, admins included:
 * a record that disagrees with the charge would file, email and refund the wrong thing
 * (docs/orders-and-payments.md, "An order's life"). Staff change a paid order only through the
 * status and refund actions; the company's and customer's details stay editable.
 */
export const CHARGE_FIXED = new Set([
  'clientPackage',
  'designator',
  'formationState',
  'expeditedFilling',
  'businessLicense',
  'virtualAddress',
  'taxConsultation',
  'assignAgent',
  'operatingAgreement',
  'ein',
  'businessBankAccount',
  'businessTaxConsultation',
  'irsForm',
  'businessContractTemplates',
])

/**
 * Open while the stored order is not charged yet. Payload then drops the field from an update
 * (the stored value stays) and the admin shows it read-only for that order.
 */
export const openUntilCharged: FieldAccess = ({ doc }) =>
  !isCharged((doc as { status?: string } | undefined)?.status)

/** The charge-fixed fields, closed to updates once the stored order is charged. */
export const fixOnceCharged = (fields: Field[]): Field[] =>
  mapNamedFields(fields, (field) =>
    CHARGE_FIXED.has(field.name)
      ? ({ ...field, access: { ...field.access, update: openUntilCharged } } as Field)
      : field,
  )
